import { BATTERY_PROVIDER, type BatteryLiveData } from '@dtu/contract';
import { flag, payloadFormat } from './payload-format.ts';

export type Readings = [sub: string, payload: string][];

/** A value of the battery view's `status` section; 0 while nothing was received (the firmware's defaults). */
export function statusValue(view: BatteryLiveData, key: string): number {
  const entry = view.values?.status?.[key];
  return typeof entry === 'object' && entry !== null && 'v' in entry ? Number(entry.v) : 0;
}

const yes = (view: BatteryLiveData, key: string) => view.values?.status?.[key] === 'yes';

/** Pylontech issue names: level 2 is the alarm bit, level 1 the warning bit (`bmsInternal` has both). */
const PYLONTECH_ALARMS = [
  'overCurrentDischarge',
  'overCurrentCharge',
  'underTemperature',
  'overTemperature',
  'underVoltage',
  'overVoltage',
  'bmsInternal',
];
const PYLONTECH_WARNINGS = [
  'highCurrentDischarge',
  'highCurrentCharge',
  'lowTemperature',
  'highTemperature',
  'lowVoltage',
  'highVoltage',
  'bmsInternal',
];

/** The four topics every publishing provider starts with (docs/firmware/onbattery-2024.05.03/mqtt.md §2.6.1). */
export function commonReadings(view: BatteryLiveData, manufacturer: string, dataAgeS: number): Readings {
  return [
    ['manufacturer', manufacturer],
    ['dataAge', String(dataAgeS)],
    ['stateOfCharge', payloadFormat(statusValue(view, 'SoC'))],
    ['voltage', payloadFormat(statusValue(view, 'voltage'))],
  ];
}

/** Pylontech (§2.6.2): limits, health, current, temperature, alarm/warning bits, charge flags. */
export function pylontechReadings(view: BatteryLiveData): Readings {
  return [
    ['settings/chargeVoltage', payloadFormat(statusValue(view, 'chargeVoltage'))],
    ['settings/chargeCurrentLimitation', payloadFormat(statusValue(view, 'chargeCurrentLimitation'))],
    ['settings/dischargeCurrentLimitation', payloadFormat(statusValue(view, 'dischargeCurrentLimitation'))],
    ['stateOfHealth', String(Math.round(statusValue(view, 'stateOfHealth')))],
    ['current', payloadFormat(statusValue(view, 'current'))],
    ['temperature', payloadFormat(statusValue(view, 'temperature'))],
    ...pylontechFlags(view),
  ];
}

/** Pylontech's alarm and warning bits, then its charge flags (the same topics in both generations). */
export function pylontechFlags(view: BatteryLiveData): Readings {
  const level = (key: string) => view.issues?.[key] ?? 0;
  return [
    ...PYLONTECH_ALARMS.map((key): [string, string] => [`alarm/${key}`, flag(level(key) === 2)]),
    ...PYLONTECH_WARNINGS.map((key): [string, string] => [`warning/${key}`, flag(level(key) === 1)]),
    ['charging/chargeEnabled', flag(yes(view, 'chargeEnabled'))],
    ['charging/dischargeEnabled', flag(yes(view, 'dischargeEnabled'))],
    ['charging/chargeImmediately', flag(yes(view, 'chargeImmediately'))],
  ];
}

/** Victron SmartShunt (§2.6.4). */
export function smartShuntReadings(view: BatteryLiveData): Readings {
  const int = (key: string) => String(Math.round(statusValue(view, key)));
  return [
    ['current', payloadFormat(statusValue(view, 'current'))],
    ['chargeCycles', int('chargeCycles')],
    ['chargedEnergy', payloadFormat(statusValue(view, 'chargedEnergy'))],
    ['dischargedEnergy', payloadFormat(statusValue(view, 'dischargedEnergy'))],
    ['instantaneousPower', int('instantaneousPower')],
    ['consumedAmpHours', payloadFormat(statusValue(view, 'consumedAmpHours'))],
    ['lastFullCharge', int('lastFullCharge')],
  ];
}

/** The manufacturer text before any datum arrived (JK BMS names itself only with its product id). */
export function defaultManufacturer(provider: number): string {
  return provider === BATTERY_PROVIDER.JkBmsSerial ? 'JKBMS' : 'unknown';
}
