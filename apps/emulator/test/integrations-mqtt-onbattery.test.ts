import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import { GARAGE, hassMqtt, mqttInstallation, type Recorder } from './support/mosquitto.ts';
import { pollUntil } from './support/poll-until.ts';

describe('VE.Direct, battery and limiter mode over MQTT', () => {
  let rec: Recorder;
  let emu: Awaited<ReturnType<typeof mqttInstallation>>['emu'];
  const opened = closeAfterAll();
  let ser: string;

  /** What the device published that reached the recorder (not the online value, not our commands). */
  const fromDevice = () =>
    rec.messages.filter((m) => m.topic !== 'solar/dtu/status' && !m.topic.includes('/cmd/')).length;
  /**
   * Moves the device clock one publish interval (the beat publishes the whole cycle at once) and
   * waits until everything the device sent has arrived, so counts right after are final.
   */
  const cycle = async () => {
    const before = rec.messages.filter((m) => m.topic === 'solar/battery/dataAge').length;
    await emu.advance(5000);
    await pollUntil(
      () =>
        rec.messages.filter((m) => m.topic === 'solar/battery/dataAge').length > before &&
        fromDevice() >= emu.app.integrations.mqttSent(),
    );
  };
  const count = (topic: string) => rec.messages.filter((m) => m.topic === topic).length;

  beforeAll(async () => {
    ({ rec, emu } = await mqttInstallation(opened, (port) => ({
      mqtt: hassMqtt(port, false),
      inverters: [GARAGE],
      vedirect: { enabled: true, updates_only: true },
      battery: { enabled: true, provider: 0 },
      powerlimiter: { enabled: true, inverter_id: GARAGE.serial },
    })));
    ser = emu.app.onBattery.system.installation.mppts[0]!.spec.serial;
    // Controllers and BMS deliver data before the link comes up, so discovery covers them.
    await emu.advance(2000);
    await emu.app.device.save((draft) => {
      draft.mqtt.enabled = true;
    });
    await rec.next('solar/dtu/status', (p) => p === 'online');
  });

  it('publishes every VE.Direct topic with the firmware formats, then only changes', async () => {
    const root = `solar/victron/${ser}/`;
    expect(await rec.next(`${root}PID`)).toBe('SmartSolar MPPT 100|30');
    expect(await rec.next(`${root}SER`)).toBe(ser);
    expect(await rec.next(`${root}FW`)).toBe('164');
    expect(await rec.next(`${root}LOAD`)).toBe('OFF');
    expect(await rec.next(`${root}CS`)).toMatch(/^(OFF|Bulk|Absorbtion|Float)$/);
    expect(await rec.next(`${root}ERR`)).toBe('No error');
    expect(await rec.next(`${root}HSDS`)).toMatch(/^\d+$/);
    for (const sub of ['V', 'I', 'VPV', 'IPV', 'E', 'H19', 'H20', 'H22', 'MpptTemperature'])
      expect(await rec.next(root + sub)).toMatch(/^-?\d+\.\d\d$/);
    for (const sub of ['P', 'PPV', 'H21', 'H23']) expect(await rec.next(root + sub)).toMatch(/^\d+$/);
    expect(rec.messages.some((m) => m.topic === `${root}NetworkTotalDcInputPower`)).toBe(false);
    // Cycle 2 compares with an empty snapshot, cycle 3 with cycle 2: the serial never changes.
    await cycle();
    await cycle();
    expect(count(`${root}SER`)).toBe(2);
    expect(count(`${root}H19`)).toBeGreaterThanOrEqual(2);
  });

  it('announces the charge controllers to Home Assistant with the firmware key order', async () => {
    const node = `homeassistant/sensor/dtu_victron_${ser}`;
    const voltage = JSON.parse(await rec.next(`${node}/battery_voltage/config`));
    expect(Object.keys(voltage)).toEqual([
      'name',
      'stat_t',
      'uniq_id',
      'unit_of_meas',
      'dev',
      'exp_aft',
      'dev_cla',
      'stat_cla',
    ]);
    expect(voltage).toMatchObject({
      name: 'Battery voltage',
      stat_t: `solar/victron/${ser}/V`,
      uniq_id: `${ser}_battery_voltage`,
      exp_aft: 15,
      dev: { name: `Victron(${ser})`, ids: ser, mf: 'OpenDTU', mdl: 'SmartSolar MPPT 100|30' },
    });
    const day = JSON.parse(await rec.next(`${node}/mppt_day_sequence_number_0364/config`));
    expect(day).toMatchObject({ icon: 'mdi:calendar-month-outline', unit_of_meas: 'd', stat_cla: 'total' });
    expect(JSON.parse(await rec.next(`${node}/mppt_temperature/config`)).unit_of_meas).toBe('W');
    const load = JSON.parse(
      await rec.next(`homeassistant/binary_sensor/dtu_victron_${ser}/mppt_load_output_state/config`),
    );
    expect(Object.keys(load)).toEqual(['name', 'uniq_id', 'stat_t', 'pl_on', 'pl_off', 'icon', 'dev']);
    expect(load).toMatchObject({ pl_on: 'ON', pl_off: 'OFF', stat_t: `solar/victron/${ser}/LOAD` });
  });

  it('publishes the Pylontech battery topics in order and announces them', async () => {
    expect(await rec.next('solar/battery/manufacturer', (p) => p === 'PYLON')).toBe('PYLON');
    const battery = rec.messages.filter((m) => m.topic.startsWith('solar/battery/'));
    const start = battery.findLastIndex((m) => m.topic === 'solar/battery/manufacturer');
    const cycleTopics = battery.slice(start).map((m) => m.topic.slice('solar/battery/'.length));
    expect(cycleTopics).toHaveLength(27);
    expect(cycleTopics.slice(0, 6)).toEqual([
      'manufacturer',
      'dataAge',
      'stateOfCharge',
      'voltage',
      'settings/chargeVoltage',
      'settings/chargeCurrentLimitation',
    ]);
    expect(cycleTopics.at(-1)).toBe('charging/chargeImmediately');
    expect(rec.last('solar/battery/stateOfCharge')).toMatch(/^\d+\.00$/);
    expect(rec.last('solar/battery/stateOfHealth')).toBe('99');
    expect(rec.last('solar/battery/alarm/overVoltage')).toBe('0');
    expect(rec.last('solar/battery/charging/dischargeEnabled')).toMatch(/^[01]$/);
    const soc = JSON.parse(
      await rec.next('homeassistant/sensor/dtu_battery_0001/state_of_charge_soc/config'),
    );
    expect(soc).toMatchObject({
      stat_t: 'solar/battery/stateOfCharge',
      uniq_id: '0001_state_of_charge_soc',
      icon: 'mdi:battery-medium',
      exp_aft: 15,
      dev: { name: 'Battery(0001)', ids: '0001' },
    });
    expect(
      await rec.next('homeassistant/binary_sensor/dtu_battery_0001/warning_temperature_low/config'),
    ).toContain('"icon":"mdi:thermometer-low"');
  });

  it('switches to the JK BMS: data points, cells, alarm bits and JK discovery', async () => {
    await emu.app.device.save((draft) => {
      draft.battery.provider = 1;
    });
    const jk = JSON.parse(
      await rec.next('homeassistant/sensor/dtu_battery_0001/voltage/config', (p) => p.includes('mV')),
    );
    expect(jk.exp_aft).toBe(180);
    expect(jk.dev.name).toMatch(/^JK BMS \(/);
    expect(
      await rec.next('homeassistant/binary_sensor/dtu_battery_0001/alarm_low_capacity/config'),
    ).toContain('"stat_t":"solar/battery/alarms/LowCapacity"');
    await cycle();
    await cycle();
    expect(await rec.next('solar/battery/manufacturer', (p) => p === 'JK_B2A24S15P')).toBe('JK_B2A24S15P');
    expect(await rec.next('solar/battery/BatteryCellAmount')).toBe('16');
    expect(await rec.next('solar/battery/BatteryVoltageMilliVolt')).toMatch(/^\d{5}$/);
    const cells = Array.from({ length: 16 }, (_, i) =>
      Number(rec.last(`solar/battery/Cell${i + 1}MilliVolt`)),
    );
    const min = Number(rec.last('solar/battery/CellMinMilliVolt'));
    const max = Number(rec.last('solar/battery/CellMaxMilliVolt'));
    expect(min).toBe(Math.min(...cells));
    expect(Number(rec.last('solar/battery/CellDiffMilliVolt'))).toBe(max - min);
    expect(rec.last('solar/battery/alarms/Reserved2')).toBe('0');
    expect(rec.last('solar/battery/status/BatteryOnline')).toBe('1');
    // Unchanged data points wait for the next full minute; the alarm bits come every cycle.
    const amount = count('solar/battery/BatteryCellAmount');
    const alarms = count('solar/battery/alarms/LowCapacity');
    await cycle();
    expect(count('solar/battery/BatteryCellAmount')).toBe(amount);
    expect(count('solar/battery/alarms/LowCapacity')).toBe(alarms + 1);
  });

  it('takes the DPL mode over MQTT, publishes it and the limiter acts on it', async () => {
    await rec.client.publishAsync('solar/powerlimiter/cmd/mode', '1');
    await pollUntil(() => emu.app.onBattery.system.limiter.mode === 1);
    await cycle();
    expect(await rec.next('solar/powerlimiter/status/mode', (p) => p === '1')).toBe('1');
    expect(rec.last('solar/powerlimiter/status/inverter_update_timeouts')).toMatch(/^\d+$/);
    // Disabled: the inverter is sent to standby and left there.
    expect(emu.app.onBattery.system.limiter.standby).toBe(true);
    await rec.client.publishAsync('solar/powerlimiter/cmd/mode', '7');
    await rec.client.publishAsync('solar/powerlimiter/cmd/mode', '2');
    await pollUntil(() => emu.app.onBattery.system.limiter.mode === 2);
    await cycle();
    expect(await rec.next('solar/powerlimiter/status/mode', (p) => p === '2')).toBe('2');
  });
});
