import { beforeAll, describe, expect, it } from 'vitest';
import { JkBmsPublisher } from '../src/integrations/mqtt/battery-jk.ts';
import { dtuIdentity } from '../src/integrations/mqtt/dtu-identity.ts';
import { batteryReadings2026 } from '../src/integrations/mqtt/onbattery-2026/battery-2026.ts';
import { batteryDiscovery2026 } from '../src/integrations/mqtt/onbattery-2026/hass-battery-2026.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { lastCycle, nextCycle, onBattery2026Mqtt } from './support/onbattery-2026-mqtt.ts';

const BATTERY = 'solar/battery/';
const PYLONTECH_FLAGS = [
  'alarm/overCurrentDischarge',
  'alarm/overCurrentCharge',
  'alarm/underTemperature',
  'alarm/overTemperature',
  'alarm/underVoltage',
  'alarm/overVoltage',
  'alarm/bmsInternal',
  'warning/highCurrentDischarge',
  'warning/highCurrentCharge',
  'warning/lowTemperature',
  'warning/highTemperature',
  'warning/lowVoltage',
  'warning/highVoltage',
  'warning/bmsInternal',
  'charging/chargeEnabled',
  'charging/dischargeEnabled',
  'charging/chargeImmediately',
];
/** What the Pylontech stats add to the common topics, sent from their defaults before any datum. */
const PYLONTECH_OWN = [
  'settings/chargeVoltage',
  'settings/dischargeVoltageLimitation',
  'stateOfHealth',
  'temperature',
  ...PYLONTECH_FLAGS,
  'modulesTotal',
];

/** The battery's and the solar charger's topics and discovery of OnBattery 2026.03.31 on a real broker. */
describe('battery and solar charger over MQTT on onbattery-2026.03.31', () => {
  const opened = closeAfterAll();
  let setup: Awaited<ReturnType<typeof onBattery2026Mqtt>>;
  let ser: string;
  let uid: string;

  beforeAll(async () => {
    setup = await onBattery2026Mqtt(opened, (s) => {
      s.battery.enabled = true;
      s.battery.provider = 0;
      s.solarcharger.enabled = true;
      s.solarcharger.provider = 0;
      s.solarcharger.publish_updates_only = false;
    });
    ser = setup.emu.app.onBattery.system.installation.mppts[0]!.spec.serial;
    uid = dtuIdentity(setup.emu.app.device).uniqueId;
  });

  it('publishes the Pylontech topics: common values with current and limits, then its own', async () => {
    await nextCycle(setup, `${BATTERY}dataAge`);
    expect(lastCycle(setup.rec, BATTERY, 'manufacturer')).toEqual([
      'manufacturer',
      'dataAge',
      'stateOfCharge',
      'voltage',
      'current',
      'settings/dischargeCurrentLimitation',
      'settings/chargeCurrentLimitation',
      ...PYLONTECH_OWN,
    ]);
    const { rec } = setup;
    expect(rec.last(`${BATTERY}manufacturer`)).toBe('PYLON');
    expect(rec.last(`${BATTERY}current`)).toMatch(/^-?\d+\.\d\d$/);
    expect(rec.last(`${BATTERY}settings/dischargeVoltageLimitation`)).toBe('45.00');
    expect(rec.last(`${BATTERY}modulesTotal`)).toBe('2');
  });

  it('sends only the data age and the Pylontech defaults, and no discovery, before the BMS answered', () => {
    const { app } = setup.emu;
    const state = { provider: 0, view: {}, manufacturer: 'unknown', dataAgeS: 3, answeredMs: undefined };
    const pack = app.onBattery.system.installation.pack;
    const readings = batteryReadings2026(state, pack, new JkBmsPublisher(), app.device.now());
    expect(readings.map(([sub]) => sub)).toEqual(['dataAge', ...PYLONTECH_OWN]);
    expect(readings.find(([sub]) => sub === 'modulesTotal')?.[1]).toBe('0');
    const sent: string[] = [];
    const out = { prefix: 'solar/', state: () => {}, hass: (sub: string) => sent.push(sub) };
    expect(batteryDiscovery2026(out, app.device, state)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('announces the battery with voltage and current for every provider, via the DTU', async () => {
    const { rec } = setup;
    const node = 'homeassistant/sensor/dtu_battery_0001';
    const current = JSON.parse(await rec.next(`${node}/current/config`));
    expect(Object.keys(current)).toEqual([
      'name',
      'stat_t',
      'uniq_id',
      'icon',
      'unit_of_meas',
      'dev',
      'exp_aft',
      'dev_cla',
      'stat_cla',
    ]);
    expect(current).toMatchObject({
      name: 'Current',
      stat_t: `${BATTERY}current`,
      uniq_id: '0001_current',
      icon: 'mdi:current-dc',
      exp_aft: 15,
      dev: { name: 'PYLON', ids: '0001', mf: 'OpenDTU', mdl: 'PYLON', via_device: uid },
    });
    expect(JSON.parse(await rec.next(`${node}/voltage/config`)).icon).toBe('mdi:battery-charging');
    expect(JSON.parse(await rec.next(`${node}/discharge_voltage_limit/config`)).stat_t).toBe(
      `${BATTERY}settings/dischargeVoltageLimitation`,
    );
    expect(JSON.parse(await rec.next(`${node}/module_count/config`))).toMatchObject({
      stat_t: `${BATTERY}modulesTotal`,
      icon: 'mdi:counter',
    });
    expect(rec.messages.some((m) => m.topic === `${node}/battery_voltage/config`)).toBe(false);
  });

  it('publishes the solar charger with its four firmware versions and no load output', async () => {
    await nextCycle(setup, `solar/victron/${ser}/SER`);
    const root = `solar/victron/${ser}/`;
    expect(lastCycle(setup.rec, root, 'PID')).toEqual([
      'PID',
      'SER',
      'FWI',
      'FWF',
      'FW',
      'FWE',
      'CS',
      'ERR',
      'OR',
      'MPPT',
      'HSDS',
      'V',
      'I',
      'P',
      'VPV',
      'IPV',
      'PPV',
      'E',
      'H19',
      'H20',
      'H21',
      'H22',
      'H23',
      'MpptTemperature',
    ]);
    const { rec } = setup;
    expect([rec.last(`${root}FWI`), rec.last(`${root}FWF`), rec.last(`${root}FW`)]).toEqual([
      '164',
      '1.64',
      '164',
    ]);
    expect(rec.last(`${root}FWE`)).toBe('');
  });

  it('announces the solar charger via the DTU, its temperature in °C, no load output', async () => {
    const { rec } = setup;
    const node = `homeassistant/sensor/dtu_victron_${ser}`;
    const temperature = JSON.parse(await rec.next(`${node}/mppt_temperature/config`));
    expect(temperature).toMatchObject({ unit_of_meas: '°C', dev: { ids: ser, via_device: uid } });
    const formatted = JSON.parse(await rec.next(`${node}/mppt_firmware_version_formatted/config`));
    expect(formatted).toMatchObject({ stat_t: `solar/victron/${ser}/FWF`, icon: 'mdi:counter' });
    expect(rec.messages.some((m) => m.topic.includes(`dtu_victron_${ser}/mppt_load_output_state`))).toBe(
      false,
    );
  });
});
