import { BATTERY_PROVIDER } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import { dtuIdentity } from './dtu-identity.ts';
import { type EntityGroup, type EntitySpec, publishBinarySensor, publishSensor } from './hass-entity.ts';
import type { BatteryState } from './onbattery-wire-types.ts';
import type { Outlet } from './outlet.ts';

/** The JK BMS re-sends everything once a minute (in both generations), so its entities expire after three minutes. */
const JK_EXPIRE_S = 180;

/** The three entities every provider starts with (2026.03.31 adds voltage and current). */
export const BATTERY_COMMON: EntitySpec[] = [
  { caption: 'Manufacturer', sub: 'manufacturer', icon: 'mdi:factory' },
  {
    caption: 'Data Age',
    sub: 'dataAge',
    icon: 'mdi:timer-sand',
    devCla: 'duration',
    statCla: 'measurement',
    unit: 's',
  },
  {
    caption: 'State of Charge (SoC)',
    sub: 'stateOfCharge',
    icon: 'mdi:battery-medium',
    devCla: 'battery',
    statCla: 'measurement',
    unit: '%',
  },
];

export const measured = (
  caption: string,
  sub: string,
  devCla: string | undefined,
  unit: string,
  icon?: string,
) => ({
  caption,
  sub,
  icon,
  devCla,
  statCla: 'measurement',
  unit,
});

const PYLONTECH_SENSORS: EntitySpec[] = [
  measured('Battery voltage', 'voltage', 'voltage', 'V'),
  measured('Battery current', 'current', 'current', 'A'),
  measured('Temperature', 'temperature', 'temperature', '°C'),
  measured('State of Health (SOH)', 'stateOfHealth', undefined, '%', 'mdi:heart-plus'),
  measured('Charge voltage (BMS)', 'settings/chargeVoltage', 'voltage', 'V'),
  measured('Charge current limit', 'settings/chargeCurrentLimitation', 'current', 'A'),
  measured('Discharge current limit', 'settings/dischargeCurrentLimitation', 'current', 'A'),
];

export const PYLONTECH_BINARIES: EntitySpec[] = [
  { caption: 'Alarm Discharge current', sub: 'alarm/overCurrentDischarge', icon: 'mdi:alert' },
  { caption: 'Warning Discharge current', sub: 'warning/highCurrentDischarge', icon: 'mdi:alert-outline' },
  { caption: 'Alarm Temperature low', sub: 'alarm/underTemperature', icon: 'mdi:thermometer-low' },
  { caption: 'Warning Temperature low', sub: 'warning/lowTemperature', icon: 'mdi:thermometer-low' },
  { caption: 'Alarm Temperature high', sub: 'alarm/overTemperature', icon: 'mdi:thermometer-high' },
  { caption: 'Warning Temperature high', sub: 'warning/highTemperature', icon: 'mdi:thermometer-high' },
  { caption: 'Alarm Voltage low', sub: 'alarm/underVoltage', icon: 'mdi:alert' },
  { caption: 'Warning Voltage low', sub: 'warning/lowVoltage', icon: 'mdi:alert-outline' },
  { caption: 'Alarm Voltage high', sub: 'alarm/overVoltage', icon: 'mdi:alert' },
  { caption: 'Warning Voltage high', sub: 'warning/highVoltage', icon: 'mdi:alert-outline' },
  { caption: 'Alarm BMS internal', sub: 'alarm/bmsInternal', icon: 'mdi:alert' },
  { caption: 'Warning BMS internal', sub: 'warning/bmsInternal', icon: 'mdi:alert-outline' },
  { caption: 'Alarm High charge current', sub: 'alarm/overCurrentCharge', icon: 'mdi:alert' },
  { caption: 'Warning High charge current', sub: 'warning/highCurrentCharge', icon: 'mdi:alert-outline' },
  { caption: 'Charge enabled', sub: 'charging/chargeEnabled', icon: 'mdi:battery-arrow-up' },
  { caption: 'Discharge enabled', sub: 'charging/dischargeEnabled', icon: 'mdi:battery-arrow-down' },
  { caption: 'Charge immediately', sub: 'charging/chargeImmediately', icon: 'mdi:alert' },
];

const JK_SENSORS: EntitySpec[] = [
  measured('Voltage', 'BatteryVoltageMilliVolt', 'voltage', 'mV', 'mdi:battery-charging'),
  measured('Current', 'BatteryCurrentMilliAmps', 'current', 'mA', 'mdi:current-dc'),
  measured('BMS Temperature', 'BmsTempCelsius', 'temperature', '°C', 'mdi:thermometer'),
  measured('Cell Voltage Diff', 'CellDiffMilliVolt', 'voltage', 'mV', 'mdi:battery-alert'),
  { caption: 'Charge Cycles', sub: 'BatteryCycles', icon: 'mdi:counter' },
  { caption: 'Cycle Capacity', sub: 'BatteryCycleCapacity', icon: 'mdi:battery-sync' },
];

/** Alarm captions after `Alarm: ` and their bit names; the last four bits are not announced. */
const JK_ALARM_CAPTIONS: [caption: string, bit: string][] = [
  ['Low Capacity', 'LowCapacity'],
  ['BMS Overtemperature', 'BmsOvertemperature'],
  ['Charging Overvoltage', 'ChargingOvervoltage'],
  ['Discharge Undervoltage', 'DischargeUndervoltage'],
  ['Battery Overtemperature', 'BatteryOvertemperature'],
  ['Charging Overcurrent', 'ChargingOvercurrent'],
  ['Discharging Overcurrent', 'DischargeOvercurrent'],
  ['Cell Voltage Difference', 'CellVoltageDifference'],
  ['Battery Box Overtemperature', 'BatteryBoxOvertemperature'],
  ['Battery Undertemperature', 'BatteryUndertemperature'],
  ['Cell Overvoltage', 'CellOvervoltage'],
  ['Cell Undervoltage', 'CellUndervoltage'],
];

const JK_BINARIES: EntitySpec[] = [
  { caption: 'Charging Possible', sub: 'status/ChargingActive' },
  { caption: 'Discharging Possible', sub: 'status/DischargingActive' },
  { caption: 'Balancing Active', sub: 'status/BalancingActive' },
  ...JK_ALARM_CAPTIONS.map(([caption, bit]) => ({ caption: `Alarm: ${caption}`, sub: `alarms/${bit}` })),
];

const SMART_SHUNT_SENSORS: EntitySpec[] = [
  measured('Voltage', 'voltage', 'voltage', 'V', 'mdi:battery-charging'),
  measured('Current', 'current', 'current', 'A', 'mdi:current-dc'),
  measured('Instantaneous Power', 'instantaneousPower', 'power', 'W'),
  {
    caption: 'Charged Energy',
    sub: 'chargedEnergy',
    devCla: 'energy',
    statCla: 'total_increasing',
    unit: 'kWh',
  },
  {
    caption: 'Discharged Energy',
    sub: 'dischargedEnergy',
    devCla: 'energy',
    statCla: 'total_increasing',
    unit: 'kWh',
  },
  { caption: 'Charge Cycles', sub: 'chargeCycles', icon: 'mdi:counter' },
  measured('Consumed Amp Hours', 'consumedAmpHours', undefined, 'Ah'),
  { caption: 'Last Full Charge', sub: 'lastFullCharge', icon: 'mdi:timelapse', unit: 'min' },
];

/** The entities per provider: nothing for the MQTT provider. */
export type BatteryEntities = Record<number, { sensors: EntitySpec[]; binaries: EntitySpec[] } | undefined>;

/** What the generations' battery discovery differs in. */
export interface BatteryDiscoveryTable {
  common: EntitySpec[];
  byProvider: BatteryEntities;
  /** The device name of a BMS other than the JK BMS (which is `JK BMS (<manufacturer>)`). */
  deviceName(manufacturer: string): string;
  /** The device block names the DTU as `via_device`. */
  viaDtu: boolean;
}

/** Battery discovery under the fixed pseudo-serial `0001` (docs/firmware/onbattery-2024.05.03/mqtt.md §4.5), per `table`. */
export function publishBatteryDiscoveryWith(
  table: BatteryDiscoveryTable,
  out: Outlet,
  device: Device,
  state: BatteryState,
): void {
  const entities = table.byProvider[state.provider];
  if (!entities) return;
  const id = dtuIdentity(device);
  const { mqtt } = device.config;
  const jk = state.provider === BATTERY_PROVIDER.JkBmsSerial;
  const group: EntityGroup = {
    node: 'dtu_battery_0001',
    stateRoot: 'battery/',
    uniquePrefix: '0001',
    dev: {
      name: jk ? `JK BMS (${state.manufacturer})` : table.deviceName(state.manufacturer),
      ids: '0001',
      cu: `http://${id.ip}`,
      mf: 'OpenDTU',
      mdl: state.manufacturer,
      sw: id.version,
      ...(table.viaDtu ? { via_device: id.uniqueId } : {}),
    },
    expireAfterS: mqtt.hass.expire ? (jk ? JK_EXPIRE_S : 3 * mqtt.publish_interval) : undefined,
  };
  for (const spec of [...table.common, ...entities.sensors]) publishSensor(out, group, spec);
  for (const spec of entities.binaries) publishBinarySensor(out, group, spec, { on: '1', off: '0' });
}

const TABLE_2024: BatteryDiscoveryTable = {
  common: BATTERY_COMMON,
  byProvider: {
    [BATTERY_PROVIDER.PylontechCan]: { sensors: PYLONTECH_SENSORS, binaries: PYLONTECH_BINARIES },
    [BATTERY_PROVIDER.JkBmsSerial]: { sensors: JK_SENSORS, binaries: JK_BINARIES },
    [BATTERY_PROVIDER.VictronSmartShunt]: { sensors: SMART_SHUNT_SENSORS, binaries: [] },
  },
  deviceName: () => 'Battery(0001)',
  viaDtu: false,
};

/** Battery discovery of 2024.05.03. */
export function publishBatteryDiscovery(out: Outlet, device: Device, state: BatteryState): void {
  publishBatteryDiscoveryWith(TABLE_2024, out, device, state);
}
