import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import { nextCycle, onBattery2026Mqtt } from './support/onbattery-2026-mqtt.ts';

const METER = 'solar/powermeter/';

/** The power meter's topics of OnBattery 2026.03.31 on a real broker (MQTT source, one phase). */
describe('power meter over MQTT on onbattery-2026.03.31', () => {
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
});
