import { beforeAll, describe, expect, it } from 'vitest';
import { onBattery2026Config } from '../src/firmware/onbattery-2026/config-access.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { nextCycle, onBattery2026Mqtt } from './support/onbattery-2026-mqtt.ts';
import { pollUntil } from './support/poll-until.ts';

const METER = 'solar/powermeter/';

/** The power meter's topics and the MQTT inputs of OnBattery 2026.03.31 on a real broker. */
describe('power meter and MQTT inputs on onbattery-2026.03.31', () => {
  const opened = closeAfterAll();
  let setup: Awaited<ReturnType<typeof onBattery2026Mqtt>>;
  const below = () => setup.rec.messages.filter((m) => m.topic.startsWith(METER));

  beforeAll(async () => {
    setup = await onBattery2026Mqtt(opened, (s) => {
      s.powermeter.enabled = true;
      s.powermeter.source = 0;
      s.powermeter.mqtt.values[0]!.topic = 'house/meter/l1';
    });
  });

  it('subscribes to the meter topic saved without a reboot and publishes the total first, then that phase', async () => {
    await setup.rec.client.publishAsync('house/meter/l1', '230.5');
    await setup.rec.next(`${METER}power1`);
    expect(below().map((m) => `${m.topic.slice(METER.length)}=${m.payload}`)).toEqual([
      'powertotal=230.50',
      'power1=230.50',
    ]);
  });

  it('publishes once per reading, not every interval', async () => {
    const before = below().length;
    await nextCycle(setup, 'solar/dtu/uptime');
    await nextCycle(setup, 'solar/dtu/uptime');
    expect(below()).toHaveLength(before);
    await setup.rec.client.publishAsync('house/meter/l1', '-12');
    expect(await setup.rec.next(`${METER}powertotal`, (p) => p === '-12.00')).toBe('-12.00');
  });

  it('reads a meter value at its JSON path in its unit and sign, moved without a reboot', async () => {
    await onBattery2026Config(setup.emu.app.device).save((s) => {
      Object.assign(s.powermeter.mqtt.values[0]!, {
        topic: 'house/meter/json',
        json_path: 'grid/[1]/kw',
        unit: 2,
        sign_inverted: true,
      });
    });
    // Sent until it arrives: the device subscribes to the new topic on the save, asynchronously.
    await pollUntil(async () => {
      await setup.rec.client.publishAsync('house/meter/json', '{"grid":[{"kw":9},{"kw":"0.25"}]}');
      return setup.rec.last(`${METER}powertotal`) === '-250.00';
    });
  });

  it("reads the MQTT battery's SoC and voltage at their JSON paths, the voltage in mV", async () => {
    await onBattery2026Config(setup.emu.app.device).save((s) => {
      s.battery.enabled = true;
      s.battery.provider = 2;
      Object.assign(s.battery.mqtt, {
        soc_topic: 'bms/state',
        soc_json_path: 'soc',
        voltage_topic: 'bms/state',
        voltage_json_path: 'pack/mv',
        voltage_unit: 3,
      });
    });
    const { inputs } = setup.emu.app.integrations;
    await pollUntil(async () => {
      await setup.rec.client.publishAsync('bms/state', '{"soc":"77.5","pack":{"mv":52100}}');
      return inputs.batteryVoltage !== undefined;
    });
    expect(inputs.batteryVoltage?.value).toBeCloseTo(52.1, 9);
    expect(inputs.batterySoc?.value).toBe(77.5);
  });
});
