import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from './support/emulator-cli.ts';
import { emulatorWithConfig, failedAttempt, record, startMosquitto } from './support/mosquitto.ts';
import { pollUntil } from './support/poll-until.ts';

describe('MQTT over TLS', () => {
  let broker: Awaited<ReturnType<typeof startMosquitto>>;
  beforeAll(async () => {
    broker = await startMosquitto({ tls: true });
  });
  afterAll(async () => {
    await broker?.stop();
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
    const rec = await record(broker.port, 'solar/#', { protocol: 'mqtts', ca: broker.caPem });
    const emu = await emulatorWithConfig(tlsConfig(broker.caPem));
    try {
      expect(await rec.next('solar/dtu/status')).toBe('online');
      expect(emu.app.integrations.mqttConnected()).toBe(true);
    } finally {
      await emu.close();
      await rec.close();
    }
  });

  it('never connects when the broker does not chain to the root CA (no skip-verify)', async () => {
    // The default root is the Let's Encrypt one, which did not sign the test broker.
    const emu = await emulatorWithConfig(tlsConfig());
    try {
      // The client retries every 2 s; wait for an attempt to fail rather than for time to pass.
      await failedAttempt(emu.app);
      expect(emu.app.integrations.mqttConnected()).toBe(false);
      const status = (await emu.app.inject({ method: 'GET', url: '/api/mqtt/status' })).json();
      expect(status.mqtt_connected).toBe(false);
    } finally {
      await emu.close();
    }
  });
});

describe('last will', () => {
  it('the broker publishes the offline value when the emulator process is killed', async () => {
    const broker = await startMosquitto();
    const root = await mkdtemp(join(tmpdir(), 'dtu-lwt-'));
    const dataDir = join(root, 'data');
    const webDir = join(root, 'web');
    await mkdir(dataDir, { recursive: true });
    await mkdir(webDir, { recursive: true });
    await writeFile(
      join(dataDir, 'config.json'),
      JSON.stringify({
        mqtt: { enabled: true, hostname: '127.0.0.1', port: broker.port, topic: 'lwt-test/' },
      }),
    );
    const rec = await record(broker.port, 'lwt-test/dtu/status');
    const { child } = await startCli(dataDir, webDir, ['--factory']);
    try {
      expect(await rec.next('lwt-test/dtu/status', (p) => p === 'online', 15_000)).toBe('online');
      child.kill('SIGKILL');
      expect(await rec.next('lwt-test/dtu/status', (p) => p === 'offline', 10_000)).toBe('offline');
      const retained = await record(broker.port, 'lwt-test/dtu/status');
      expect(await pollUntil(() => retained.last('lwt-test/dtu/status'))).toBe('offline');
      await retained.close();
    } finally {
      child.kill('SIGKILL');
      await rec.close();
      await broker.stop();
      await rm(root, { recursive: true, force: true });
    }
  }, 30_000);
});
