import { onBattery2026Config } from '../../src/firmware/onbattery-2026/config-access.ts';
import type { OnBattery2026Sections } from '../../src/firmware/onbattery-2026/sections.ts';
import type { Opener } from './close-after-each.ts';
import { GARAGE, hassMqtt, mqttInstallation, type Recorder } from './mosquitto.ts';
import { pollUntil } from './poll-until.ts';

/** The demo "Garage" as a 2026 limiter slot: governed, battery-powered. */
export const GARAGE_GOVERNED = {
  serial: GARAGE.serial.toString(16),
  is_governed: true,
  is_behind_power_meter: true,
  power_source: 0,
  use_overscaling_to_compensate_shading: false,
  allow_standby: true,
  lower_power_limit: 10,
  upper_power_limit: 800,
};

/**
 * A broker, its recorder and an OnBattery 2026.03.31 emulator with the Garage inverter whose
 * OnBattery sections `change` sets through the settings pages' write path; MQTT (with Home
 * Assistant discovery) comes up only after the BMS and the charge controllers delivered data.
 */
export async function onBattery2026Mqtt(opened: Opener, change: (sections: OnBattery2026Sections) => void) {
  const installation = await mqttInstallation(
    opened,
    (port) => ({ mqtt: hassMqtt(port, false), inverters: [GARAGE] }),
    'onbattery-2026.03.31',
  );
  const { emu, rec } = installation;
  await onBattery2026Config(emu.app.device).save(change);
  await emu.advance(2000);
  await emu.app.device.save((draft) => {
    draft.mqtt.enabled = true;
  });
  await rec.next('solar/dtu/status', (p) => p === 'online');
  return installation;
}

type Installation = Awaited<ReturnType<typeof onBattery2026Mqtt>>;

/**
 * Moves the device clock one publish interval (5 s: the beat publishes the whole cycle at once)
 * and waits until `topic` came again and everything the device sent has arrived, so what the
 * recorder holds right after is the whole cycle.
 */
export async function nextCycle({ emu, rec }: Installation, topic: string): Promise<void> {
  const count = () => rec.messages.filter((m) => m.topic === topic).length;
  // Not the online value, not what the test itself sent (commands, meter readings).
  const sent = (topic: string) =>
    (topic.startsWith('solar/') || topic.startsWith('homeassistant/')) &&
    topic !== 'solar/dtu/status' &&
    !topic.includes('/cmd/');
  const fromDevice = () => rec.messages.filter((m) => sent(m.topic)).length;
  const before = count();
  await emu.advance(5000);
  await pollUntil(() => count() > before && fromDevice() >= emu.app.integrations.mqttSent());
}

/** The subtopics below `prefix` the last cycle published, from the last `first` on. */
export function lastCycle(rec: Recorder, prefix: string, first: string): string[] {
  const below = rec.messages
    .filter((m) => m.topic.startsWith(prefix))
    .map((m) => m.topic.slice(prefix.length));
  return below.slice(below.lastIndexOf(first));
}

/** Resolves when the device logs a line containing `text` (how it refuses a command). */
export function logged({ emu }: Installation, text: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = emu.app.device.onLog((line) => {
      if (!line.includes(text)) return;
      stop();
      resolve();
    });
  });
}
