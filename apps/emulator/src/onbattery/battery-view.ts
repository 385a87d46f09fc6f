import {
  BATTERY_PROVIDER,
  type BatteryIssueLevel,
  type BatteryLiveData,
  type BatteryValue,
} from '@dtu/contract';
import type { BatteryPack } from './battery-pack.ts';

const val = (v: number, u: string, d: number): BatteryValue => {
  const f = 10 ** d;
  const rounded = Math.round(v * f) / f;
  return { v: Object.is(rounded, -0) ? 0 : rounded, u, d };
};
const flag = (on: boolean) => (on ? 'yes' : 'no');

type Issues = Record<string, BatteryIssueLevel>;

/** What the BMS knows beyond the pack itself. */
export interface BatterySnapshot {
  pack: BatteryPack;
  manufacturer: string;
  dataAgeS: number;
  nowMs: number;
  /** Issues injected by test control, merged over the derived ones. */
  forcedIssues: Issues;
}

function pylontech(s: BatterySnapshot, issues: Issues): Record<string, BatteryValue | string> {
  const p = s.pack;
  const soc = p.effectiveSoc * 100;
  if (soc < 3) issues.underVoltage = 2;
  else if (soc < 10) issues.lowVoltage = 1;
  if (p.temperatureC > 50) issues.overTemperature = 2;
  else if (p.temperatureC > 45) issues.highTemperature = 1;
  if (p.temperatureC < 5) issues.lowTemperature = 1;
  if (-p.currentA > 0.9 * p.spec.maxCurrentA) issues.highCurrentDischarge = 1;
  return {
    chargeVoltage: val(p.spec.cells * 3.55, 'V', 1),
    chargeCurrentLimitation: val(p.chargeAcceptanceA(), 'A', 1),
    dischargeCurrentLimitation: val(p.canDischarge() ? p.spec.maxCurrentA : 0, 'A', 1),
    stateOfHealth: val(99, '%', 0),
    current: val(p.currentA, 'A', 1),
    temperature: val(p.temperatureC, '°C', 1),
    chargeEnabled: flag(p.chargeAcceptanceA() > 0),
    dischargeEnabled: flag(p.canDischarge()),
    // The BMS asks for a forced charge when the pack is nearly empty.
    chargeImmediately: flag(soc < 5),
  };
}

/** Cell spread grows towards the ends of the charge curve, where LiFePO4 cells drift apart. */
export function cellSpreadV(soc: number): number {
  return 0.004 + 0.06 * Math.max(0, 0.1 - soc) + 0.05 * Math.max(0, soc - 0.95);
}

function jkBms(s: BatterySnapshot, issues: Issues): Record<string, Record<string, BatteryValue | string>> {
  const p = s.pack;
  const soc = p.effectiveSoc;
  if (soc < 0.15) issues.JkBmsIssueLowCapacity = 1;
  if (soc < 0.02) issues.JkBmsIssueDischargeUndervoltage = 2;
  if (p.temperatureC > 55) issues.JkBmsIssueBatteryOvertemperature = 2;
  const avg = p.voltageV / p.spec.cells;
  const spread = cellSpreadV(soc);
  return {
    status: {
      current: val(p.currentA, 'A', 2),
      power: val(p.powerW, 'W', 2),
      bmsTemp: val(p.temperatureC + 3, '°C', 0),
      chargeEnabled: flag(p.chargeAcceptanceA() > 0),
      dischargeEnabled: flag(p.canDischarge()),
    },
    cells: {
      batOneTemp: val(p.temperatureC, '°C', 0),
      batTwoTemp: val(p.temperatureC - 0.6, '°C', 0),
      cellMinVoltage: val(avg - spread * 0.6, 'V', 3),
      cellAvgVoltage: val(avg, 'V', 3),
      cellMaxVoltage: val(avg + spread * 0.4, 'V', 3),
      cellDiffVoltage: val(spread * 1000, 'mV', 0),
      balancingActive: flag(spread > 0.01 && p.currentA > 0),
    },
  };
}

function smartShunt(s: BatterySnapshot, issues: Issues): Record<string, BatteryValue | string> {
  const p = s.pack;
  if (p.effectiveSoc < 0.1) issues.lowSOC = 2;
  if (p.voltageV < p.spec.cells * 2.9) issues.lowVoltage = 2;
  if (p.voltageV > p.spec.cells * 3.65) issues.highVoltage = 2;
  const consumedAh = -(1 - p.effectiveSoc) * p.spec.capacityAh;
  const sinceFullMin = p.lastFullMs === undefined ? 0 : (s.nowMs - p.lastFullMs) / 60_000;
  return {
    current: val(p.currentA, 'A', 1),
    chargeCycles: val(p.cycles, '', 0),
    chargedEnergy: val(p.chargedWh / 1000, 'kWh', 2),
    dischargedEnergy: val(p.dischargedWh / 1000, 'kWh', 2),
    instantaneousPower: val(p.powerW, 'W', 0),
    consumedAmpHours: val(consumedAh, 'Ah', 3),
    lastFullCharge: val(sinceFullMin, 'min', 0),
    temperature: val(p.temperatureC, '°C', 0),
  };
}

/**
 * The `/api/batterylivedata/status` body of one provider: SoC and voltage first, then the
 * provider's own values, and `issues` only while one is active. MQTT has no live view (`{}`).
 */
export function batteryView(provider: number, s: BatterySnapshot): BatteryLiveData {
  const issues: Issues = {};
  const common = {
    SoC: val(s.pack.effectiveSoc * 100, '%', provider === BATTERY_PROVIDER.VictronSmartShunt ? 1 : 0),
    voltage: val(s.pack.voltageV, 'V', 2),
  };
  let values: BatteryLiveData['values'];
  if (provider === BATTERY_PROVIDER.PylontechCan) values = { status: { ...common, ...pylontech(s, issues) } };
  else if (provider === BATTERY_PROVIDER.JkBmsSerial) {
    const jk = jkBms(s, issues);
    values = { status: { ...common, ...jk.status }, cells: jk.cells! };
  } else if (provider === BATTERY_PROVIDER.VictronSmartShunt)
    values = { status: { ...common, ...smartShunt(s, issues) } };
  else return {};
  Object.assign(issues, s.forcedIssues);
  const body: BatteryLiveData = { manufacturer: s.manufacturer, data_age: s.dataAgeS, values };
  if (Object.keys(issues).length > 0) body.issues = issues;
  return body;
}
