import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOptions } from '../src/integrations/mqtt/mqtt-link.ts';
import {
  type Broker,
  emulatorWithConfig,
  failedAttempt,
  record,
  startMosquitto,
} from './support/mosquitto.ts';

describe('MQTT client-certificate login (mosquitto with require_certificate true)', () => {
  let broker: Broker;
  beforeAll(async () => {
    broker = await startMosquitto({ tls: true, requireCertificate: true });
  });
  afterAll(async () => {
    await broker?.stop();
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
    const rec = await record(broker.port, 'solar/#', {
      protocol: 'mqtts',
      ca: broker.caPem,
      cert: broker.client?.certPem,
      key: broker.client?.keyPem,
    });
    const emu = await emulatorWithConfig(config(true));
    try {
      expect(await rec.next('solar/dtu/status', (p) => p === 'online')).toBe('online');
      expect(emu.app.integrations.mqttConnected()).toBe(true);
      // mqtt.md §1.3: with certificate login the CONNECT packet carries no credentials.
      const options = connectOptions(emu.app.device.config.mqtt, emu.app.device.chipId);
      expect(options).not.toHaveProperty('username');
      expect(options).not.toHaveProperty('password');
      expect(options.cert).toBe(broker.client?.certPem);
    } finally {
      await emu.close();
      await rec.close();
    }
  });

  it('is refused by the broker when certificate login is off', async () => {
    const emu = await emulatorWithConfig(config(false));
    try {
      // The client retries every 2 s; wait for an attempt to fail rather than for time to pass.
      await failedAttempt(emu.app);
      expect(emu.app.integrations.mqttConnected()).toBe(false);
      const options = connectOptions(emu.app.device.config.mqtt, emu.app.device.chipId);
      expect(options.username).toBe('ignored-user');
      expect(options).not.toHaveProperty('cert');
    } finally {
      await emu.close();
    }
  });
});
