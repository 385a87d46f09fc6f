import { METER_SOURCE_2026 } from '@dtu/contract';
import type { Device } from '../../../device/device.ts';
import type { ExternalInputs } from '../../external-inputs.ts';
import type { OnBatteryLink } from '../../onbattery-link.ts';
import type { Outlet } from '../outlet.ts';
import { payloadFormat } from '../payload-format.ts';
import type { OnBatterySettings2026 } from './settings-2026.ts';

/** A reading older than this is no longer valid (`PowerMeters::Provider::isDataValid`). */
const VALID_MS = 30_000;

/**
 * `PowerMeters::Provider::mqttLoop` @ 2026.03.31: once per new reading, while it is valid (no
 * fixed interval any more).
 */
export function meterDue2026(link: OnBatteryLink, lastReading: number, now: number): boolean {
  const meter = link.system()?.meter;
  const readAt = meter?.lastUpdateMs;
  return readAt !== undefined && meter?.readings !== lastReading && now - readAt < VALID_MS;
}

/** The data points each simulated source delivers: phases with power, phases with voltage, energy. */
function dataPoints(settings: OnBatterySettings2026, device: Device) {
  const meter = settings.read(device).powermeter;
  const none = { power: [] as number[], voltage: [] as number[], energy: false };
  switch (meter.source) {
    case METER_SOURCE_2026.Mqtt:
      return { ...none, power: [0, 1, 2].filter((i) => (meter.mqtt.values[i]?.topic ?? '') !== '') };
    case METER_SOURCE_2026.HttpJson:
      return { ...none, power: [0, 1, 2].filter((i) => meter.http_json.values[i]?.enabled) };
    case METER_SOURCE_2026.SdmSinglePhase:
      return { power: [0], voltage: [0], energy: true };
    case METER_SOURCE_2026.SdmThreePhase:
      return { power: [0, 1, 2], voltage: [0, 1, 2], energy: true };
    case METER_SOURCE_2026.SmaHomeManager:
      return { ...none, power: [0, 1, 2] };
    default:
      // The simulated SML meter reports its total only.
      return none;
  }
}

/**
 * `powermeter/*` of 2026.03.31: `powertotal` first, then only the data points the source
 * delivers (`power1`–`3`, `voltage1`–`3`, `current1`–`3`, `import`, `export`; the simulated
 * meters deliver no currents, and their energy counters read 0).
 */
export function meterStatus2026(
  settings: OnBatterySettings2026,
  out: Outlet,
  device: Device,
  link: OnBatteryLink,
  inputs: ExternalInputs,
): void {
  const meter = link.system()?.meter;
  const phases = meter?.lastUpdateMs !== undefined ? meter.phasesW : inputs.meterPhasesW;
  const voltages = meter?.voltagesV ?? [0, 0, 0];
  const points = dataPoints(settings, device);
  out.state('powermeter/powertotal', payloadFormat(phases[0] + phases[1] + phases[2]));
  for (const i of points.power) out.state(`powermeter/power${i + 1}`, payloadFormat(phases[i] ?? 0));
  for (const i of points.voltage) out.state(`powermeter/voltage${i + 1}`, payloadFormat(voltages[i] ?? 0));
  if (!points.energy) return;
  out.state('powermeter/import', payloadFormat(0));
  out.state('powermeter/export', payloadFormat(0));
}
