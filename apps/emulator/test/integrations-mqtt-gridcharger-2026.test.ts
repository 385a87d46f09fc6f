import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import { lastCycle, logged, nextCycle, onBattery2026Mqtt } from './support/onbattery-2026-mqtt.ts';
import { pollUntil } from './support/poll-until.ts';

const HUAWEI = 'solar/huawei/';

/** The Huawei grid charger's topics and commands of OnBattery 2026.03.31 on a real broker. */
describe('Huawei grid charger over MQTT on onbattery-2026.03.31', () => {
  const opened = closeAfterAll();
  let setup: Awaited<ReturnType<typeof onBattery2026Mqtt>>;
  const charger = () => setup.emu.app.onBattery.system.installation.charger;
  const command = (name: string, payload: string) =>
    setup.rec.client.publishAsync(`${HUAWEI}cmd/${name}`, payload);

  beforeAll(async () => {
    setup = await onBattery2026Mqtt(opened, (s) => {
      s.gridcharger.enabled = true;
      s.gridcharger.provider = 0;
      s.gridcharger.auto_power_enabled = false;
    });
  });

  it('keeps the huawei/ topics: data points, acknowledgements, board, reachable, no mode', async () => {
    await nextCycle(setup, `${HUAWEI}data_age`);
    expect(lastCycle(setup.rec, HUAWEI, 'input_voltage')).toEqual([
      'input_voltage',
      'input_current',
      'input_power',
      'input_frequency',
      'output_voltage',
      'output_current',
      'max_output_current',
      'output_power',
      'input_temp',
      'output_temp',
      'efficiency',
      'slot_detection/row',
      'slot_detection/slot',
      'acks/online_voltage',
      'acks/offline_voltage',
      'acks/online_current',
      'acks/offline_current',
      'acks/production_enabled',
      'acks/fan_online_full_speed',
      'acks/fan_offline_full_speed',
      'acks/input_current_limit',
      'board_type',
      'serial',
      'manufactured',
      'vendor_name',
      'product_name',
      'product_description',
      'reachable',
      'data_age',
    ]);
    const { rec } = setup;
    expect(rec.last(`${HUAWEI}input_voltage`)).toMatch(/^\d+\.\d\d$/);
    expect(rec.last(`${HUAWEI}reachable`)).toBe('1');
    expect(rec.last(`${HUAWEI}data_age`)).toMatch(/^\d+$/);
    expect(rec.messages.some((m) => m.topic === `${HUAWEI}mode`)).toBe(false);
  });

  it('applies set-points within their range and refuses the others', async () => {
    const refused = logged(setup, 'limit_online_voltage: 60 out of range');
    await command('limit_online_voltage', '60');
    await refused;
    expect(charger().online.voltageV).not.toBe(60);
    await command('limit_online_voltage', '50.5');
    await command('limit_input_current', '12.5');
    await command('production', '0');
    await pollUntil(() => !charger().productionEnabled);
    expect(charger().online.voltageV).toBe(50.5);
    await nextCycle(setup, `${HUAWEI}data_age`);
    expect(setup.rec.last(`${HUAWEI}acks/online_voltage`)).toBe('50.50');
    expect(setup.rec.last(`${HUAWEI}acks/input_current_limit`)).toBe('12.50');
    expect(setup.rec.last(`${HUAWEI}acks/production_enabled`)).toBe('0');
  });

  it('takes modes 0–2, and 3 only with auto power', async () => {
    await command('mode', '3');
    await command('mode', '1');
    await pollUntil(() => charger().mode === 1);
    await command('mode', '3');
    const invalid = logged(setup, 'invalid mode 4');
    await command('mode', '4');
    await invalid;
    expect(charger().mode).toBe(1);
  });
});
