import { BATTERY_PROVIDER } from '@dtu/contract';
import type { Device } from '../../../device/device.ts';
import {
  BATTERY_COMMON,
  type BatteryDiscoveryTable,
  measured,
  PYLONTECH_BINARIES,
  publishBatteryDiscoveryWith,
} from '../hass-battery.ts';
import type { EntitySpec } from '../hass-entity.ts';
import type { BatteryState } from '../onbattery-wire-types.ts';
import type { Outlet } from '../outlet.ts';

const PYLONTECH_SENSORS: EntitySpec[] = [
  measured('Temperature', 'temperature', 'temperature', '°C'),
  measured('State of Health (SOH)', 'stateOfHealth', undefined, '%', 'mdi:heart-plus'),
  measured('Charge voltage (BMS)', 'settings/chargeVoltage', 'voltage', 'V'),
  measured('Charge current limit', 'settings/chargeCurrentLimitation', 'current', 'A'),
  measured('Discharge voltage limit', 'settings/dischargeVoltageLimitation', 'voltage', 'V'),
  measured('Discharge current limit', 'settings/dischargeCurrentLimitation', 'current', 'A'),
  { caption: 'Module Count', sub: 'modulesTotal', icon: 'mdi:counter' },
];

const JK_SENSORS: EntitySpec[] = [
  measured('BMS Temperature', 'BmsTempCelsius', 'temperature', '°C', 'mdi:thermometer'),
  measured('Cell Voltage Diff', 'CellDiffMilliVolt', 'voltage', 'mV', 'mdi:battery-alert'),
  measured('Battery Temperature 1', 'BatteryTempOneCelsius', 'temperature', '°C', 'mdi:thermometer'),
  measured('Battery Temperature 2', 'BatteryTempTwoCelsius', 'temperature', '°C', 'mdi:thermometer'),
  { caption: 'Charge Cycles', sub: 'BatteryCycles', icon: 'mdi:counter' },
  { caption: 'Cycle Capacity', sub: 'BatteryCycleCapacity', icon: 'mdi:battery-sync' },
];

/** Alarm caption after `Alarm: `, its bit name and its icon (the last four bits are not announced). */
const JK_ALARMS: [caption: string, bit: string, icon: string][] = [
  ['Low Capacity', 'LowCapacity', 'battery-alert-variant-outline'],
  ['BMS Overtemperature', 'BmsOvertemperature', 'thermometer-alert'],
  ['Charging Overvoltage', 'ChargingOvervoltage', 'fuse-alert'],
  ['Discharge Undervoltage', 'DischargeUndervoltage', 'fuse-alert'],
  ['Battery Overtemperature', 'BatteryOvertemperature', 'thermometer-alert'],
  ['Charging Overcurrent', 'ChargingOvercurrent', 'fuse-alert'],
  ['Discharging Overcurrent', 'DischargeOvercurrent', 'fuse-alert'],
  ['Cell Voltage Difference', 'CellVoltageDifference', 'battery-alert'],
  ['Battery Box Overtemperature', 'BatteryBoxOvertemperature', 'thermometer-alert'],
  ['Battery Undertemperature', 'BatteryUndertemperature', 'thermometer-alert'],
  ['Cell Overvoltage', 'CellOvervoltage', 'battery-alert'],
  ['Cell Undervoltage', 'CellUndervoltage', 'battery-alert'],
];

const JK_BINARIES: EntitySpec[] = [
  { caption: 'Charging Possible', sub: 'status/ChargingActive', icon: 'mdi:battery-arrow-up' },
  { caption: 'Discharging Possible', sub: 'status/DischargingActive', icon: 'mdi:battery-arrow-down' },
  { caption: 'Balancing Active', sub: 'status/BalancingActive', icon: 'mdi:scale-balance' },
  ...JK_ALARMS.map(([caption, bit, icon]) => ({
    caption: `Alarm: ${caption}`,
    sub: `alarms/${bit}`,
    icon: `mdi:${icon}`,
  })),
];

const energy = (caption: string, sub: string): EntitySpec => ({
  caption,
  sub,
  devCla: 'energy',
  statCla: 'total_increasing',
  unit: 'kWh',
});

const SMART_SHUNT_SENSORS: EntitySpec[] = [
  measured('Instantaneous Power', 'instantaneousPower', 'power', 'W'),
  energy('Charged Energy', 'chargedEnergy'),
  energy('Discharged Energy', 'dischargedEnergy'),
  { caption: 'Charge Cycles', sub: 'chargeCycles', icon: 'mdi:counter' },
  measured('Consumed Amp Hours', 'consumedAmpHours', undefined, 'Ah'),
  { caption: 'Last Full Charge', sub: 'lastFullCharge', icon: 'mdi:timelapse', unit: 'min' },
  measured('Midpoint Voltage', 'midpointVoltage', 'voltage', 'V'),
  measured('Midpoint Deviation', 'midpointDeviation', 'battery', '%'),
];

const TABLE_2026: BatteryDiscoveryTable = {
  common: [
    ...BATTERY_COMMON,
    measured('Voltage', 'voltage', 'voltage', 'V', 'mdi:battery-charging'),
    measured('Current', 'current', 'current', 'A', 'mdi:current-dc'),
  ],
  byProvider: {
    [BATTERY_PROVIDER.PylontechCan]: { sensors: PYLONTECH_SENSORS, binaries: PYLONTECH_BINARIES },
    [BATTERY_PROVIDER.JkBmsSerial]: { sensors: JK_SENSORS, binaries: JK_BINARIES },
    [BATTERY_PROVIDER.VictronSmartShunt]: { sensors: SMART_SHUNT_SENSORS, binaries: [] },
  },
  // `getHassDeviceName`: the manufacturer the BMS named.
  deviceName: (manufacturer) => manufacturer,
  viaDtu: true,
};

/**
 * Battery discovery of 2026.03.31 (`src/battery/HassIntegration.cpp` and each provider's): the
 * pseudo-serial `0001` as before, reached via the DTU, voltage and current common to all, and
 * nothing until the BMS named its manufacturer (false: try again on the next cycle).
 */
export function batteryDiscovery2026(out: Outlet, device: Device, state: BatteryState): boolean {
  if (state.answeredMs === undefined) return TABLE_2026.byProvider[state.provider] === undefined;
  publishBatteryDiscoveryWith(TABLE_2026, out, device, state);
  return true;
}
