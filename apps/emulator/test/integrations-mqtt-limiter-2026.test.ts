import { beforeAll, describe, expect, it } from 'vitest';
import { sectionsOf } from '../src/firmware/onbattery-2026/config-access.ts';
import { dtuIdentity } from '../src/integrations/mqtt/dtu-identity.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { savedConfig } from './support/core-fixture.ts';
import {
  GARAGE_GOVERNED,
  lastCycle,
  logged,
  nextCycle,
  onBattery2026Mqtt,
} from './support/onbattery-2026-mqtt.ts';
import { pollUntil } from './support/poll-until.ts';

const STATUS = 'solar/powerlimiter/status/';
/** The status topics of every setup. */
const ALWAYS = ['mode', 'upper_power_limit', 'target_power_consumption', 'inverter_update_timeouts'];

/** The limiter's topics, commands and discovery of OnBattery 2026.03.31 on a real broker. */
describe('power limiter over MQTT on onbattery-2026.03.31', () => {
  const opened = closeAfterAll();
  let setup: Awaited<ReturnType<typeof onBattery2026Mqtt>>;
  const limiter = () => sectionsOf(setup.emu.app.device.config).powerlimiter;
  const command = (name: string, payload: string) =>
    setup.rec.client.publishAsync(`solar/powerlimiter/cmd/${name}`, payload);

  beforeAll(async () => {
    setup = await onBattery2026Mqtt(opened, (s) => {
      s.solarcharger.enabled = true;
      s.battery.enabled = true;
      s.powerlimiter.enabled = true;
      s.powerlimiter.ignore_soc = false;
      s.powerlimiter.inverters = [GARAGE_GOVERNED];
    });
  });

  it('publishes the status topics of a battery-powered setup in the firmware order', async () => {
    await nextCycle(setup, `${STATUS}mode`);
    expect(lastCycle(setup.rec, STATUS, 'mode')).toEqual([
      ...ALWAYS,
      'threshold/voltage/start',
      'threshold/voltage/stop',
      'full_solar_passthrough_active',
      'threshold/voltage/full_solar_passthrough_start',
      'threshold/voltage/full_solar_passthrough_stop',
      'threshold/soc/start',
      'threshold/soc/stop',
      'threshold/soc/full_solar_passthrough',
    ]);
    const { rec } = setup;
    expect(rec.last(`${STATUS}upper_power_limit`)).toBe(String(limiter().total_upper_power_limit));
    expect(rec.last(`${STATUS}threshold/voltage/start`)).toMatch(/^\d+\.\d\d$/);
    expect(rec.last(`${STATUS}threshold/soc/start`)).toMatch(/^\d+$/);
    expect(rec.last(`${STATUS}full_solar_passthrough_active`)).toMatch(/^[01]$/);
  });

  it('writes the new and the threshold settings into the 2026 config, as the file keeps them', async () => {
    await command('upper_power_limit', '950.7');
    await command('target_power_consumption', '-25');
    await command('threshold/voltage/start', '47.25');
    await pollUntil(() => limiter().voltage_start_threshold === 47.25);
    expect(limiter()).toMatchObject({ total_upper_power_limit: 950, target_power_consumption: -25 });
    const file = await savedConfig(setup.emu.app);
    expect(file.powerlimiter).toMatchObject({
      total_upper_power_limit: 950,
      target_power_consumption: -25,
      voltage_start_threshold: 47.25,
    });
    await nextCycle(setup, `${STATUS}mode`);
    expect(setup.rec.last(`${STATUS}upper_power_limit`)).toBe('950');
    expect(setup.rec.last(`${STATUS}target_power_consumption`)).toBe('-25');
    expect(setup.rec.last(`${STATUS}threshold/voltage/start`)).toBe('47.25');
  });

  it('keeps a uint16 setting in its 16 bits and ignores a payload without a number', async () => {
    const refused = logged(setup, 'threshold/soc/start: cannot parse "full"');
    await command('threshold/soc/start', 'full');
    await refused;
    expect(limiter().battery_soc_start_threshold).not.toBe(65535);
    await command('threshold/soc/start', '-1');
    await pollUntil(() => limiter().battery_soc_start_threshold === 65535);
  });

  it('takes modes 0–2 only; disabled, it drops the thresholds from its status', async () => {
    const refused = logged(setup, 'unknown mode 7');
    await command('mode', '7');
    await refused;
    expect(setup.emu.app.onBattery.system.limiter.mode).toBe(0);
    await command('mode', '1.9');
    await pollUntil(() => setup.emu.app.onBattery.system.limiter.mode === 1);
    await nextCycle(setup, `${STATUS}mode`);
    expect(lastCycle(setup.rec, STATUS, 'mode')).toEqual(ALWAYS);
    expect(setup.rec.last(`${STATUS}mode`)).toBe('1');
    await command('mode', '0');
    await pollUntil(() => setup.emu.app.onBattery.system.limiter.mode === 0);
  });

  it('announces its entities under the DTU unique id, reached via the DTU', async () => {
    const { rec } = setup;
    const uid = dtuIdentity(setup.emu.app.device).uniqueId;
    const dev = {
      name: 'Dynamic Power Limiter',
      ids: `${uid}_DPL`,
      mf: 'OpenDTU',
      mdl: 'Dynamic Power Limiter',
      via_device: uid,
    };
    const select = JSON.parse(await rec.next(`homeassistant/select/${uid}/dpl_mode/config`));
    const head = ['name', 'uniq_id', 'ic', 'ent_cat', 'cmd_t', 'stat_t'];
    expect(Object.keys(select)).toEqual([...head, 'options', 'dev']);
    expect(select).toMatchObject({ uniq_id: `${uid}_dpl_mode`, cmd_t: 'solar/powerlimiter/cmd/mode', dev });
    const upper = JSON.parse(await rec.next(`homeassistant/number/${uid}/total_upper_power_limit/config`));
    expect(Object.keys(upper)).toEqual([
      ...head,
      'unit_of_meas',
      'min',
      'max',
      'step',
      'mode',
      'exp_aft',
      'dev',
    ]);
    expect(upper).toMatchObject({
      uniq_id: `${uid}_total_upper_power_limit`,
      stat_t: `${STATUS}upper_power_limit`,
      min: 0,
      max: 32767,
      step: 1,
      exp_aft: 15,
    });
    const target = JSON.parse(await rec.next(`homeassistant/number/${uid}/target_power_consumption/config`));
    expect(target).toMatchObject({ min: -32768, max: 32767, ic: 'mdi:target' });
    const start = JSON.parse(
      await rec.next(`homeassistant/number/${uid}/dpl_battery_voltage_start_threshold/config`),
    );
    expect(start).toMatchObject({
      step: 0.1,
      min: 16,
      max: 60,
      cmd_t: 'solar/powerlimiter/cmd/threshold/voltage/start',
    });
    const active = JSON.parse(
      await rec.next(`homeassistant/binary_sensor/${uid}/full_solar_passthrough_active/config`),
    );
    expect(active).toMatchObject({
      stat_t: `${STATUS}full_solar_passthrough_active`,
      pl_on: '1',
      pl_off: '0',
      dev,
    });
    expect(rec.messages.some((m) => m.topic.includes('/powerlimiter/dpl_mode/'))).toBe(false);
  });
});
