import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import {
  type Broker,
  GARAGE,
  hassMqtt,
  mqttInstallation,
  type Recorder,
  record,
} from './support/mosquitto.ts';
import { pollUntil } from './support/poll-until.ts';

const S = '114184512347';

describe('MQTT against a real mosquitto', () => {
  let broker: Broker;
  let rec: Recorder;
  let emu: Awaited<ReturnType<typeof mqttInstallation>>['emu'];
  const opened = closeAfterAll();

  beforeAll(async () => {
    ({ broker, rec, emu } = await mqttInstallation(opened, (port) => ({
      mqtt: hassMqtt(port),
      inverters: [GARAGE],
      powermeter: { enabled: true, source: 0, interval: 10, mqtt_topic_powermeter_1: 'tele/em/power_l1' },
    })));
  });

  it('connects, says online and reports the link on /api/mqtt/status', async () => {
    expect(await rec.next('solar/dtu/status')).toBe('online');
    const status = await pollUntil(async () => {
      const body = (await emu.app.inject({ method: 'GET', url: '/api/mqtt/status' })).json();
      return body.mqtt_connected ? body : undefined;
    });
    expect(status.mqtt_connected).toBe(true);
    const late = await record(broker.port, 'solar/dtu/status');
    expect(await late.next('solar/dtu/status')).toBe('online');
    expect(late.messages[0]?.retain).toBe(true);
    await late.close();
  });

  it('publishes DTU, inverter and total topics at once, channel data after a poll', async () => {
    expect(await rec.next('solar/dtu/uptime')).toMatch(/^\d+$/);
    expect(await rec.next('solar/dtu/hostname')).toMatch(/^OpenDTU-[0-9A-F]{6}$/);
    expect(await rec.next('solar/dtu/ip')).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(await rec.next(`solar/${S}/name`)).toBe('Garage');
    expect(await rec.next(`solar/${S}/status/reachable`)).toMatch(/^[01]$/);
    expect(await rec.next('solar/ac/is_valid')).toBe('1');
    expect(await rec.next('solar/dc/irradiation')).toMatch(/^\d+\.\d{3}$/);
    // Let the DTU poll the inverter, then the next publish cycle carries its data.
    await emu.advance(6000);
    expect(await rec.next(`solar/${S}/0/power`)).toMatch(/^\d+\.\d$/);
    expect(await rec.next(`solar/${S}/1/name`)).toBe('South');
    expect(await rec.next(`solar/${S}/2/name`)).toBe('West');
    expect(await rec.next(`solar/${S}/1/yieldtotal`)).toMatch(/^\d+\.\d{3}$/);
    expect(await rec.next(`solar/${S}/0/powerfactor`)).toMatch(/^\d\.\d{3}$/);
    expect(await rec.next(`solar/${S}/0/yieldday`)).toMatch(/^\d+$/);
    expect(await rec.next(`solar/${S}/device/hwversion`)).toMatch(/^\d\d\.\d\d$/);
    expect(await rec.next(`solar/${S}/status/limit_relative`)).toBe('100.00');
    expect(await rec.next(`solar/${S}/status/limit_absolute`)).toBe('800.00');
  });

  it('announces Home Assistant entities with the firmware key order and empties DC panels', async () => {
    const power = await rec.next(`homeassistant/sensor/dtu_${S}/ch0_Power/config`);
    expect(power).toMatch(
      new RegExp(
        `^\\{"name":"Power","stat_t":"solar/${S}/0/power","uniq_id":"${S}_ch0_Power","unit_of_meas":"W","dev":\\{"name":"Garage","ids":"${S}","cu":"http://[0-9.]+","mf":"OpenDTU","mdl":"HM-600/700/800-2T","sw":"[^"]+","via_device":"OpenDTU-[0-9A-F]{6}_\\d+"\\},"exp_aft":10,"dev_cla":"power","stat_cla":"measurement"\\}$`,
      ),
    );
    expect(await rec.next(`homeassistant/sensor/dtu_${S}/ch1_Voltage/config`)).toBe('');
    const limit = JSON.parse(
      await rec.next(`homeassistant/number/dtu_${S}/limit_nonpersistent_relative/config`),
    );
    expect(Object.keys(limit)).toEqual([
      'name',
      'uniq_id',
      'ic',
      'ent_cat',
      'cmd_t',
      'stat_t',
      'unit_of_meas',
      'min',
      'max',
      'dev',
    ]);
    expect(limit.cmd_t).toBe(`solar/${S}/cmd/limit_nonpersistent_relative`);
    const pf = JSON.parse(await rec.next(`homeassistant/sensor/dtu_${S}/ch0_PowerFactor/config`));
    expect(pf).not.toHaveProperty('unit_of_meas');
    const wifi = JSON.parse(
      await pollUntil(() => rec.messages.find((m) => m.topic.endsWith('/wifi_signal/config'))?.payload),
    );
    expect(wifi.avty_t).toBe('solar/dtu/status');
    expect(await rec.next(`homeassistant/button/dtu_${S}/restart_inverter/config`)).toContain(
      '"dev_cla":"restart"',
    );
  });

  it('executes a limit command from the broker through the same path as the web API', async () => {
    await rec.client.publishAsync(`solar/${S}/cmd/limit_nonpersistent_relative`, '50');
    await pollUntil(async () => {
      const body = (await emu.app.inject({ method: 'GET', url: '/api/limit/status' })).json();
      return body[S].limit_set_status === 'Pending' ? true : undefined;
    });
    await emu.advance(5000);
    const status = (await emu.app.inject({ method: 'GET', url: '/api/limit/status' })).json();
    expect(status[S]).toMatchObject({ limit_relative: 50, limit_set_status: 'Ok' });
    await emu.advance(5000);
    expect(await rec.next(`solar/${S}/status/limit_relative`, (p) => p === '50.00')).toBe('50.00');
  });

  it('ignores a retained non-persistent limit but executes a retained power command', async () => {
    // Retained messages carry the flag only when delivered on subscribe, so the DTU is offline
    // while they are stored and picks them up when it connects again.
    await emu.app.device.save((draft) => {
      draft.mqtt.enabled = false;
    });
    await pollUntil(() => !emu.app.integrations.mqttConnected());
    await rec.client.publishAsync(`solar/${S}/cmd/limit_nonpersistent_relative`, '20', { retain: true });
    await rec.client.publishAsync(`solar/${S}/cmd/power`, '0', { retain: true });
    await emu.app.device.save((draft) => {
      draft.mqtt.enabled = true;
    });
    await pollUntil(async () => {
      const body = (await emu.app.inject({ method: 'GET', url: '/api/power/status' })).json();
      return body[S].power_set_status === 'Pending' ? true : undefined;
    });
    const limit = (await emu.app.inject({ method: 'GET', url: '/api/limit/status' })).json();
    expect(limit[S].limit_set_status).not.toBe('Pending');
    await rec.client.publishAsync(`solar/${S}/cmd/limit_nonpersistent_relative`, '', { retain: true });
    await rec.client.publishAsync(`solar/${S}/cmd/power`, '', { retain: true });
  });

  it('takes power-meter readings from the configured topic', async () => {
    await rec.client.publishAsync('tele/em/power_l1', '-312.4');
    await pollUntil(() => emu.app.integrations.inputs.meterUpdatedMs !== undefined);
    expect(emu.app.integrations.inputs.meterPhasesW[0]).toBeCloseTo(-312.4);
    expect(emu.app.onBattery.system.meter.totalW).toBeCloseTo(-312.4);
    await rec.client.publishAsync('tele/em/power_l1', '{"power":5}');
    await emu.advance(10_000);
    expect(await rec.next('solar/powermeter/power1', (p) => p === '-312.40')).toBe('-312.40');
    expect(rec.last('solar/powermeter/powertotal')).toBe('-312.40');
  });

  it('keeps the link through saves that leave the MQTT settings as they were', async () => {
    expect(emu.app.integrations.mqttConnected()).toBe(true);
    await emu.app.device.save((draft) => {
      draft.ntp.server = 'other.pool.ntp.org';
    });
    await emu.app.device.save((draft) => {
      draft.mqtt.hostname = String(draft.mqtt.hostname);
    });
    // A restart would have dropped the link inside the save itself (the event is synchronous).
    expect(emu.app.integrations.mqttConnected()).toBe(true);
  });

  it('on a settings save says offline on the new status topic, then reconnects with it', async () => {
    rec.messages.length = 0;
    await emu.app.device.save((draft) => {
      draft.mqtt.lwt.topic = 'dtu/state';
    });
    // The save event reached the MQTT side at once: no config polling in between.
    expect(emu.app.integrations.mqttConnected()).toBe(false);
    expect(await rec.next('solar/dtu/state', (p) => p === 'offline')).toBe('offline');
    expect(await rec.next('solar/dtu/state', (p) => p === 'online', 6000)).toBe('online');
  });
});
