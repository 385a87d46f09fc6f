import type { MpptController } from '../../onbattery/mppt-controller.ts';
import { payloadFormat } from './payload-format.ts';

/** The firmware drops a controller's data once no frame arrived for this long. */
const FRAME_VALID_MS = 10_000;

/** One controller's data is valid while its VE.Direct frames keep arriving. */
export function vedirectValid(m: MpptController, nowMs: number): boolean {
  return m.lastFrameMs !== undefined && nowMs - m.lastFrameMs < FRAME_VALID_MS;
}

const int = (v: number) => String(Math.round(v));

/**
 * `victron/<SER>/<sub>` payloads in the firmware's order (docs/firmware/onbattery-2024.05.03/mqtt.md §2.5). The battery side comes
 * from the shared bus voltage; the optional HEX values are limited to what the simulated
 * controllers send (the MPPT temperature; no VE.Smart network, no battery sense).
 */
export function vedirectReadings(m: MpptController, batteryV: number): [sub: string, payload: string][] {
  const off = m.state === 'OFF';
  const currentA = batteryV > 0 ? m.outputPowerW / batteryV : 0;
  const pvVoltageV = off ? 0 : m.pvVoltageV;
  const pvCurrentA = pvVoltageV > 0 ? m.pvPowerW / pvVoltageV : 0;
  const efficiency = m.pvPowerW > 0 ? (m.outputPowerW / m.pvPowerW) * 100 : 0;
  return [
    ['PID', m.spec.productId],
    ['SER', m.spec.serial],
    ['FW', m.spec.firmware],
    ['LOAD', 'OFF'],
    ['CS', m.state],
    ['ERR', 'No error'],
    ['OR', off ? 'No input power' : 'Not off'],
    ['MPPT', off ? 'OFF' : m.limited ? 'Voltage or current limited' : 'MPP Tracker active'],
    ['HSDS', String(m.daySequence)],
    ['V', payloadFormat(batteryV)],
    ['I', payloadFormat(currentA)],
    ['P', int(m.outputPowerW)],
    ['VPV', payloadFormat(pvVoltageV)],
    ['IPV', payloadFormat(pvCurrentA)],
    ['PPV', int(m.pvPowerW)],
    ['E', payloadFormat(efficiency)],
    ['H19', payloadFormat(m.yieldTotalKwh)],
    ['H20', payloadFormat(m.yieldTodayKwh)],
    ['H21', int(m.maxPowerTodayW)],
    ['H22', payloadFormat(m.yieldYesterdayKwh)],
    ['H23', int(m.maxPowerYesterdayW)],
    ['MpptTemperature', payloadFormat(m.temperatureC)],
  ];
}
