import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll, closeAfterEach } from './support/close-after-each.ts';
import { makeDirs } from './support/core-fixture.ts';
import { CLI_START_TIMEOUT_MS, startCli } from './support/emulator-cli.ts';
import {
  type Broker,
  emulatorWithConfig,
  failedAttempt,
  record,
  startMosquitto,
} from './support/mosquitto.ts';
import { pollUntil } from './support/poll-until.ts';

const opened = closeAfterEach();

describe('MQTT over TLS', () => {
  const openedForAll = closeAfterAll();
  let broker: Broker;
  beforeAll(async () => {
    broker = await openedForAll(startMosquitto({ tls: true }));
  });

  const tlsConfig = (rootCa?: string) => ({
    mqtt: {
      enabled: true,
      hostname: '127.0.0.1',
      port: broker.port,
      tls: rootCa === undefined ? { enabled: true } : { enabled: true, root_ca_cert: rootCa },
    },
  });

  it('connects when the broker chains to the configured root CA', async () => {
    const rec = await opened(record(broker.port, 'solar/#', { protocol: 'mqtts', ca: broker.caPem }));
    const emu = await opened(emulatorWithConfig(tlsConfig(broker.caPem)));
    expect(await rec.next('solar/dtu/status')).toBe('online');
    expect(emu.app.integrations.mqttConnected()).toBe(true);
  });

  it('never connects when the broker does not chain to the root CA (no skip-verify)', async () => {
    // The default root is the Let's Encrypt one, which did not sign the test broker.
    const emu = await opened(emulatorWithConfig(tlsConfig()));
    // The client retries every 2 s; wait for an attempt to fail rather than for time to pass.
    await failedAttempt(emu.app);
    expect(emu.app.integrations.mqttConnected()).toBe(false);
    const status = (await emu.app.inject({ method: 'GET', url: '/api/mqtt/status' })).json();
    expect(status.mqtt_connected).toBe(false);
  });
});

/**
 * How long the broker may take to see the CLI's link come up, or go down after the kill: both
 * follow at once on an idle machine, but a busy one may starve the fresh process for seconds.
 */
const BROKER_WAIT_MS = 30_000;

describe('last will', () => {
  it('the broker publishes the offline value when the emulator process is killed', {
    timeout: CLI_START_TIMEOUT_MS + 3 * BROKER_WAIT_MS,
  }, async () => {
    const broker = await opened(startMosquitto());
    const dirs = await opened(makeDirs());
    await mkdir(dirs.dataDir, { recursive: true });
    await writeFile(
      join(dirs.dataDir, 'config.json'),
      JSON.stringify({
        mqtt: { enabled: true, hostname: '127.0.0.1', port: broker.port, topic: 'lwt-test/' },
      }),
    );
    const rec = await opened(record(broker.port, 'lwt-test/dtu/status'));
    const { child } = await opened(startCli(dirs.dataDir, dirs.webappDir, ['--factory']));
    expect(await rec.next('lwt-test/dtu/status', (p) => p === 'online', BROKER_WAIT_MS)).toBe('online');
    child.kill('SIGKILL');
    expect(await rec.next('lwt-test/dtu/status', (p) => p === 'offline', BROKER_WAIT_MS)).toBe('offline');
    const retained = await opened(record(broker.port, 'lwt-test/dtu/status'));
    expect(
      await pollUntil(() => retained.last('lwt-test/dtu/status'), {
        timeoutMs: BROKER_WAIT_MS,
        what: 'the retained status',
      }),
    ).toBe('offline');
  });
});
