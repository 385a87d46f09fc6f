import { beforeAll, describe, expect, it } from 'vitest';
import { connectOptions } from '../src/integrations/mqtt/mqtt-link.ts';
import { closeAfterAll, closeAfterEach } from './support/close-after-each.ts';
import type { Broker } from './support/mosquitto.ts';
import { emulatorWithConfig, failedAttempt, record, startMosquitto } from './support/mosquitto.ts';

describe('MQTT client-certificate login (mosquitto with require_certificate true)', () => {
  const openedForAll = closeAfterAll();
  const opened = closeAfterEach();
  let broker: Broker;
  beforeAll(async () => {
    broker = await openedForAll(startMosquitto({ tls: true, requireCertificate: true }));
  });

  const config = (certlogin: boolean) => ({
    mqtt: {
      enabled: true,
      hostname: '127.0.0.1',
      port: broker.port,
      username: 'ignored-user',
      password: 'ignored-password',
      tls: {
        enabled: true,
        root_ca_cert: broker.caPem,
        certlogin,
        client_cert: broker.client?.certPem,
        client_key: broker.client?.keyPem,
      },
    },
  });

  it('logs in with the configured client certificate and no user name fields', async () => {
    const rec = await opened(
      record(broker.port, 'solar/#', {
        protocol: 'mqtts',
        ca: broker.caPem,
        cert: broker.client?.certPem,
        key: broker.client?.keyPem,
      }),
    );
    const emu = await opened(emulatorWithConfig(config(true)));
    expect(await rec.next('solar/dtu/status', (p) => p === 'online')).toBe('online');
    expect(emu.app.integrations.mqttConnected()).toBe(true);
    // docs/firmware/onbattery-2024.05.03/mqtt.md §1.3: with certificate login the CONNECT packet carries no credentials.
    const options = connectOptions(emu.app.device.config.mqtt, emu.app.device.chipId);
    expect(options).not.toHaveProperty('username');
    expect(options).not.toHaveProperty('password');
    expect(options.cert).toBe(broker.client?.certPem);
  });

  it('is refused by the broker when certificate login is off', async () => {
    const emu = await opened(emulatorWithConfig(config(false)));
    // The client retries every 2 s; wait for an attempt to fail rather than for time to pass.
    await failedAttempt(emu.app);
    expect(emu.app.integrations.mqttConnected()).toBe(false);
    const options = connectOptions(emu.app.device.config.mqtt, emu.app.device.chipId);
    expect(options.username).toBe('ignored-user');
    expect(options).not.toHaveProperty('cert');
  });
});
