import type { MpptController } from '../../../onbattery/mppt-controller.ts';
import type { Readings } from '../battery-readings.ts';
import type { EntitySpec } from '../hass-entity.ts';
import { VEDIRECT_SENSORS, vedirectDiscovery } from '../hass-vedirect.ts';
import { vedirectReadings } from '../vedirect-readings.ts';

/**
 * `getFwVersionFormatted` (`lib/VeDirectFrameHandler/VeDirectData.cpp`) for a controller that
 * sends `FW` only: a leading letter marks a release candidate, leading zeros go, a dot after the
 * first digit.
 */
function formattedFirmware(fw: string): string {
  if (fw === '') return 'n/a';
  const rc = /^[^0-9]/.test(fw) ? fw[0] : undefined;
  const digits = (rc ? fw.slice(1) : fw).replace(/^0+/, '');
  const text = `${digits.slice(0, 1)}.${digits.slice(1)}`;
  return rc ? `${text}-rc-${rc}` : text;
}

/** `getFwVersionAsInteger`: the digits of `FW` after an optional release-candidate letter. */
function integerFirmware(fw: string): string {
  const digits = /^[^0-9]/.test(fw) ? fw.slice(1) : fw;
  return String(Number.parseInt(digits, 10) || 0);
}

/**
 * `victron/<SER>/<sub>` of 2026.03.31 (`src/solarcharger/victron/Stats.cpp` `publishMpptData`):
 * the firmware version four ways after `SER` (`FWI`, `FWF`, `FW`, `FWE`; the simulated controllers
 * send no `FWE`), no `LOAD` in the fixed part, then the optional values the controller sends
 * (here only the MPPT temperature).
 */
export function vedirectReadings2026(m: MpptController, batteryV: number): Readings {
  const base = new Map(vedirectReadings(m, batteryV));
  const fw = m.spec.firmware;
  const pick = (...subs: string[]): Readings => subs.map((sub) => [sub, base.get(sub) ?? '']);
  return [
    ...pick('PID', 'SER'),
    ['FWI', integerFirmware(fw)],
    ['FWF', formattedFirmware(fw)],
    ['FW', fw],
    ['FWE', ''],
    ...pick('CS', 'ERR', 'OR', 'MPPT', 'HSDS', 'V', 'I', 'P', 'VPV', 'IPV', 'PPV', 'E'),
    ...pick('H19', 'H20', 'H21', 'H22', 'H23', 'MpptTemperature'),
  ];
}

const icon = (caption: string, sub: string): EntitySpec => ({ caption, sub, icon: 'mdi:counter' });

/** The sensors of 2026.03.31 (`src/solarcharger/victron/HassIntegration.cpp`), in its order. */
const SENSORS_2026: EntitySpec[] = [
  icon('MPPT serial number', 'SER'),
  icon('MPPT firmware version integer', 'FWI'),
  icon('MPPT firmware version formatted', 'FWF'),
  icon('MPPT firmware version FW', 'FW'),
  icon('MPPT firmware version FWE', 'FWE'),
  // From the state of operation to the maximum power yesterday as before, then the optional ones.
  ...VEDIRECT_SENSORS.slice(2, -1),
  {
    caption: 'MPPT temperature',
    sub: 'MpptTemperature',
    icon: 'mdi:temperature-celsius',
    devCla: 'temperature',
    statCla: 'measurement',
    unit: '°C',
  },
];

/**
 * Solar charger discovery of 2026.03.31 for every controller with current data: the same node,
 * ids and sensor shape as before, the device reached via the DTU, the firmware version sensors,
 * the MPPT temperature in °C, and the load output only for controllers that report one (the
 * simulated ones do not).
 */
export const vedirectDiscovery2026 = vedirectDiscovery({
  loadBinary: false,
  sensors: SENSORS_2026,
  viaDtu: true,
});
