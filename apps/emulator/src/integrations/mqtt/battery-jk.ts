import type { BatteryLiveData } from '@dtu/contract';
import type { BatteryPack } from '../../onbattery/battery-pack.ts';
import { cellSpreadV } from '../../onbattery/battery-view.ts';
import { flag } from './payload-format.ts';

/** The 16 alarm bits in bitmask order (docs/firmware/onbattery-2024.05.03/mqtt.md §2.6.3). */
export const JK_ALARMS = [
  'LowCapacity',
  'BmsOvertemperature',
  'ChargingOvervoltage',
  'DischargeUndervoltage',
  'BatteryOvertemperature',
  'ChargingOvercurrent',
  'DischargeOvercurrent',
  'CellVoltageDifference',
  'BatteryBoxOvertemperature',
  'BatteryUndertemperature',
  'CellOvervoltage',
  'CellUndervoltage',
  'AProtect',
  'BProtect',
  'Reserved1',
  'Reserved2',
] as const;

/** Every data point's value is re-sent at least this often, changed or not. */
const FULL_EVERY_MS = 60_000;

/** What the JK BMS reports in one answer: its data points and the cell voltages in mV. */
interface JkAnswer {
  points: Map<string, string>;
  cellsMv: number[];
  alarms: number;
  status: Record<'ChargingActive' | 'DischargingActive' | 'BalancingActive' | 'BatteryOnline', boolean>;
}

/**
 * Cell voltages spread between the live view's min and max; the order is a fixed permutation so
 * the weakest cell stays the same one, as on a real pack.
 */
function cellVoltagesMv(pack: BatteryPack): number[] {
  const n = pack.spec.cells;
  const avg = pack.voltageV / n;
  const spread = cellSpreadV(pack.effectiveSoc);
  const min = avg - spread * 0.6;
  return Array.from({ length: n }, (_, i) => Math.round((min + (((i * 5) % n) / (n - 1)) * spread) * 1000));
}

function answer(pack: BatteryPack, view: BatteryLiveData, productId: string): JkAnswer {
  let alarms = 0;
  JK_ALARMS.forEach((name, bit) => {
    if (view.issues?.[`JkBmsIssue${name}`]) alarms |= 1 << bit;
  });
  const status = {
    ChargingActive: view.values?.status?.chargeEnabled === 'yes',
    DischargingActive: view.values?.status?.dischargeEnabled === 'yes',
    BalancingActive: view.values?.cells?.balancingActive === 'yes',
    BatteryOnline: true,
  };
  const statusBits = Object.values(status).reduce((bits, on, i) => bits | (on ? 1 << i : 0), 0);
  const t = pack.temperatureC;
  const points = new Map<string, string>([
    ['BatteryVoltageMilliVolt', String(Math.round(pack.voltageV * 1000))],
    ['BatteryCurrentMilliAmps', String(Math.round(pack.currentA * 1000))],
    ['BmsTempCelsius', String(Math.round(t + 3))],
    ['BatteryTempOneCelsius', String(Math.round(t))],
    ['BatteryTempTwoCelsius', String(Math.round(t - 0.6))],
    ['BatteryCycles', String(pack.cycles)],
    ['BatteryCycleCapacity', String(Math.round(pack.dischargedAh))],
    ['BatteryCellAmount', String(pack.spec.cells)],
    ['AlarmsBitmask', String(alarms)],
    ['StatusBitmask', String(statusBits)],
    ['BalancingEnabled', 'yes'],
    ['BatteryCapacitySettingAmpHours', String(pack.spec.capacityAh)],
    ['ProductId', productId],
  ]);
  return { points, cellsMv: cellVoltagesMv(pack), alarms, status };
}

/**
 * JK BMS topics (docs/firmware/onbattery-2024.05.03/mqtt.md §2.6.3): data points only when changed since the previous cycle except
 * on full cycles (first, then every 60 s), cells on full cycles or after a new BMS answer, the
 * alarm and status bits every cycle.
 */
export class JkBmsPublisher {
  private lastFullMs = Number.NEGATIVE_INFINITY;
  private previous = new Map<string, string>();
  private lastAnswerMs: number | undefined;

  reset(): void {
    this.lastFullMs = Number.NEGATIVE_INFINITY;
    this.previous = new Map();
    this.lastAnswerMs = undefined;
  }

  readings(
    pack: BatteryPack,
    view: BatteryLiveData,
    productId: string,
    answeredMs: number,
    now: number,
  ): [string, string][] {
    const full = now - this.lastFullMs >= FULL_EVERY_MS;
    if (full) this.lastFullMs = now;
    const jk = answer(pack, view, productId);
    const out: [string, string][] = [];
    for (const [label, value] of jk.points) {
      if (full || this.previous.get(label) !== value) out.push([label, value]);
    }
    this.previous = jk.points;
    if (full || answeredMs !== this.lastAnswerMs) {
      jk.cellsMv.forEach((mv, i) => {
        out.push([`Cell${i + 1}MilliVolt`, String(mv)]);
      });
      const min = Math.min(...jk.cellsMv);
      const max = Math.max(...jk.cellsMv);
      // The firmware's "average" folds each cell into a running pairwise mean.
      const avg = jk.cellsMv.slice(1).reduce((acc, mv) => Math.trunc((acc + mv) / 2), jk.cellsMv[0] ?? 0);
      out.push(
        ['CellMinMilliVolt', String(min)],
        ['CellAvgMilliVolt', String(avg)],
        ['CellMaxMilliVolt', String(max)],
        ['CellDiffMilliVolt', String(max - min)],
      );
    }
    this.lastAnswerMs = answeredMs;
    JK_ALARMS.forEach((name, bit) => {
      out.push([`alarms/${name}`, flag((jk.alarms & (1 << bit)) !== 0)]);
    });
    for (const [name, on] of Object.entries(jk.status)) out.push([`status/${name}`, flag(on)]);
    return out;
  }
}
