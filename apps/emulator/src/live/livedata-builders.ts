import type {
  ConfigFileInverter,
  LiveDcChannel,
  LiveHints,
  LiveInverterDetail,
  LiveInverterSummary,
  LiveTotal,
  ValueObject,
} from '@dtu/contract';
import type { DtuInverter } from './dtu-inverter.ts';
import { limitAbsoluteW } from './limit-figures.ts';

/** A value object rounded to its display decimals (the device sends 32-bit floats). */
export function value(v: number, u: string, d: number): ValueObject {
  const factor = 10 ** d;
  const rounded = Math.round(v * factor) / factor;
  return { v: Object.is(rounded, -0) ? 0 : rounded, u, d };
}

/** What the builders need besides the inverter itself. */
export interface InverterView {
  inv: DtuInverter;
  slot: ConfigFileInverter;
  /** Runtime polling: `poll_enable && (day || poll_enable_night)`. */
  pollEnabled: boolean;
}

export function buildSummary(view: InverterView, nowMs: number, uptimeS: number): LiveInverterSummary {
  const { inv, slot, pollEnabled } = view;
  const maxPowerW = inv.maxPowerW;
  return {
    serial: inv.serialHex,
    name: slot.name,
    order: slot.order,
    data_age:
      inv.lastDataMs === undefined ? uptimeS : Math.max(0, Math.floor((nowMs - inv.lastDataMs) / 1000)),
    poll_enabled: pollEnabled,
    reachable: pollEnabled && inv.failures <= slot.reachable_threshold,
    producing: pollEnabled && inv.readings.ac.powerW > 0,
    limit_relative: Math.round(inv.limitRelative * 10) / 10,
    limit_absolute: limitAbsoluteW(inv.limitRelative, maxPowerW),
  };
}

/** DC YieldTotal including the configured offset, which only counts once data exists. */
function stringYieldTotal(inv: DtuInverter, slot: ConfigFileInverter, index: number): number {
  const offset = inv.lastDataMs === undefined ? 0 : (slot.channel[index]?.yield_total_offset ?? 0);
  return inv.readings.dc[index]!.yieldTotalKwh + offset;
}

export function buildDetail(
  view: InverterView,
  nowMs: number,
  uptimeS: number,
  summary: typeof buildSummary = buildSummary,
): LiveInverterDetail {
  const { inv, slot } = view;
  const r = inv.readings;
  const DC: Record<string, LiveDcChannel> = {};
  let dcPowerW = 0;
  let yieldDayWh = 0;
  let yieldTotalKwh = 0;
  r.dc.forEach((dc, i) => {
    const maxPowerW = slot.channel[i]?.max_power ?? 0;
    const yieldTotal = stringYieldTotal(inv, slot, i);
    const channel: LiveDcChannel = {
      name: { u: slot.channel[i]?.name ?? '' },
      Power: value(dc.powerW, 'W', 1),
      Voltage: value(dc.voltageV, 'V', 1),
      Current: value(dc.currentA, 'A', 2),
      YieldDay: value(dc.yieldDayWh, 'Wh', 0),
      YieldTotal: value(yieldTotal, 'kWh', 3),
    };
    if (maxPowerW > 0)
      channel.Irradiation = { ...value((dc.powerW / maxPowerW) * 100, '%', 3), max: maxPowerW };
    DC[String(i)] = channel;
    dcPowerW += dc.powerW;
    yieldDayWh += dc.yieldDayWh;
    yieldTotalKwh += yieldTotal;
  });
  return {
    ...summary(view, nowMs, uptimeS),
    AC: {
      '0': {
        Power: value(r.ac.powerW, 'W', 1),
        Voltage: value(r.ac.voltageV, 'V', 1),
        Current: value(r.ac.currentA, 'A', 2),
        Frequency: value(r.ac.frequencyHz, 'Hz', 2),
        PowerFactor: value(r.ac.powerFactor, '', 3),
        ReactivePower: value(r.ac.reactivePowerVar, 'var', 1),
      },
    },
    DC,
    INV: {
      '0': {
        'Power DC': value(dcPowerW, 'W', 1),
        YieldDay: value(yieldDayWh, 'Wh', 0),
        YieldTotal: value(yieldTotalKwh, 'kWh', 3),
        Temperature: value(r.temperatureC, '°C', 1),
        Efficiency: value(dcPowerW > 0 ? (r.ac.powerW / dcPowerW) * 100 : 0, '%', 3),
      },
    },
    events: inv.eventLog.length,
  };
}

/**
 * Sums over inverters: power over those polled right now, yields over those with polling
 * configured on (night or not); decimals as the firmware derives them from the included fields.
 */
export function buildTotal(views: readonly InverterView[]): LiveTotal {
  let powerW = 0;
  let powerIncluded = false;
  let yieldDayWh = 0;
  let yieldTotalKwh = 0;
  let yieldIncluded = false;
  for (const view of views) {
    if (view.pollEnabled) {
      powerW += view.inv.readings.ac.powerW;
      powerIncluded = true;
    }
    if (view.slot.poll_enable) {
      yieldIncluded = true;
      view.inv.readings.dc.forEach((dc, i) => {
        yieldDayWh += dc.yieldDayWh;
        yieldTotalKwh += stringYieldTotal(view.inv, view.slot, i);
      });
    }
  }
  return {
    Power: value(powerW, 'W', powerIncluded ? 1 : 0),
    YieldDay: value(yieldDayWh, 'Wh', 0),
    YieldTotal: value(yieldTotalKwh, 'kWh', yieldIncluded ? 3 : 0),
  };
}

export function buildHints(clockSynced: boolean, password: string, defaultPassword: string): LiveHints {
  return { time_sync: !clockSynced, radio_problem: false, default_password: password === defaultPassword };
}
