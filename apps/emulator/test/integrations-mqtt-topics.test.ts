import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import { GARAGE, hassMqtt, mqttInstallation, type Recorder } from './support/mosquitto.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const S = '114184512347';

/** The state topics below `prefix`, in the order they arrived (each once per publish cycle). */
const topicsBelow = (rec: Recorder, prefix: string) =>
  rec.messages.filter((m) => m.topic.startsWith(prefix)).map((m) => m.topic.slice(prefix.length));

/** The generation's state topics of the DTU and of each inverter's radio, on a real broker. */
describe.each(PERSONALITIES)('MQTT state topics of $firmware', (facts) => {
  let rec: Recorder;
  let emu: Awaited<ReturnType<typeof mqttInstallation>>['emu'];
  const opened = closeAfterAll();

  beforeAll(async () => {
    ({ rec, emu } = await mqttInstallation(
      opened,
      (port) => ({
        mqtt: { ...hassMqtt(port), hass: { enabled: false } },
        // A 2024-shaped file names its poll interval; OnBattery 2026.03.31 migrates it to ms.
        dtu: { poll_interval: 5 },
        inverters: [GARAGE],
      }),
      facts.firmware,
    ));
  });

  it('publishes the DTU topics in the firmware order', async () => {
    const last = facts.mqttTopics.dtu.at(-1)!;
    await rec.next(`solar/dtu/${last}`);
    const dtu = topicsBelow(rec, 'solar/dtu/').filter((topic) => topic !== 'status');
    expect(dtu.slice(0, facts.mqttTopics.dtu.length)).toEqual(facts.mqttTopics.dtu);
    for (const topic of dtu.filter((name) => name.startsWith('heap/'))) {
      expect(rec.last(`solar/dtu/${topic}`), topic).toMatch(/^\d+$/);
    }
    if (facts.mqttTopics.dtu.includes('temperature'))
      expect(rec.last('solar/dtu/temperature')).toMatch(/^\d+\.\d\d$/);
  });

  it("publishes each inverter's radio statistics right after its name", async () => {
    // Channel data goes out in the first cycle after a poll, behind that cycle's name and radio topics.
    await emu.advance(6000);
    await rec.next(`solar/${S}/0/power`);
    const inverter = topicsBelow(rec, `solar/${S}/`);
    const start = inverter.indexOf('name') + 1;
    const radio = facts.mqttTopics.inverterRadio.map((name) => `radio/${name}`);
    expect(inverter.slice(start, start + radio.length)).toEqual(radio);
    expect(new Set(inverter.filter((topic) => topic.startsWith('radio/')))).toEqual(new Set(radio));
    if (radio.length > 0) {
      expect(rec.last(`solar/${S}/radio/rssi`)).toMatch(/^-\d+$/);
      expect(Number(rec.last(`solar/${S}/radio/tx_request`))).toBeGreaterThan(0);
    }
  });
});
