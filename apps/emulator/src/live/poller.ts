import type { ConfigFileInverter } from '@dtu/contract';
import type { DtuInverter, Readings } from './dtu-inverter.ts';
import { encodeGridProfile } from './grid-profile-encode.ts';
import { defaultGridProfile } from './grid-profiles.ts';

/** The firmware re-reads the limit every 2 min, but not within 4 min of a successful limit command. */
const LIMIT_READ_INTERVAL_MS = 120_000;
const LIMIT_READ_HOLDOFF_MS = 240_000;

/** Copies the inverter's current measurements into the DTU's statistics. */
function readRealtime(inv: DtuInverter, slot: ConfigFileInverter): void {
  const field = inv.field;
  const out = field.output;
  const readings: Readings = {
    dc: out.strings.map((s, i) => {
      const raw = field.yieldDayWh[i]!;
      // Yield-day correction keeps the day's yield growing across an inverter restart.
      if (slot.yieldday_correction && raw < inv.lastRawYieldDay[i]!)
        inv.yieldDayOffsets[i]! += inv.lastRawYieldDay[i]!;
      inv.lastRawYieldDay[i] = raw;
      const yieldDayWh = raw + (slot.yieldday_correction ? inv.yieldDayOffsets[i]! : 0);
      return { ...s, yieldDayWh, yieldTotalKwh: field.yieldTotalKwh[i]! };
    }),
    ac: {
      powerW: out.acPowerW,
      voltageV: out.acVoltageV,
      currentA: out.acCurrentA,
      frequencyHz: out.frequencyHz,
      powerFactor: out.powerFactor,
      reactivePowerVar: out.reactivePowerVar,
    },
    temperatureC: field.temperatureC,
  };
  inv.readings = readings;
}

/** `zero_runtime`: everything but the yields drops to 0 while the inverter is unreachable. */
export function zeroRuntime(inv: DtuInverter): void {
  for (const dc of inv.readings.dc) {
    dc.powerW = 0;
    dc.voltageV = 0;
    dc.currentA = 0;
  }
  const ac = inv.readings.ac;
  ac.powerW = ac.voltageV = ac.currentA = ac.frequencyHz = ac.powerFactor = ac.reactivePowerVar = 0;
  inv.readings.temperatureC = 0;
}

/** `zero_day` at the day change; the yield-day correction starts over as well. */
export function zeroDay(inv: DtuInverter, slot: ConfigFileInverter): void {
  if (slot.zero_day) for (const dc of inv.readings.dc) dc.yieldDayWh = 0;
  inv.yieldDayOffsets.fill(0);
  inv.lastRawYieldDay.fill(0);
}

/**
 * One poll of one inverter (docs/firmware/onbattery-2024.05.03/live.md §5.9): real-time data; after the first answer the device info
 * and grid profile while missing; the limit when due; the event log when its counter moved.
 * Returns true when the statistics changed (a websocket push is due).
 */
export function pollInverter(
  inv: DtuInverter,
  slot: ConfigFileInverter,
  t: number,
  threshold: number,
): boolean {
  if (!inv.field.answers(t)) {
    inv.failures++;
    const reachable = inv.failures <= threshold;
    if (!reachable && slot.zero_runtime) {
      zeroRuntime(inv);
      return true;
    }
    return false;
  }
  inv.failures = 0;
  inv.lastDataMs = t;
  readRealtime(inv, slot);
  if (!inv.devInfoValid) inv.devInfoValid = true;
  if (inv.gridProfileRaw.length === 0) inv.gridProfileRaw = encodeGridProfile(defaultGridProfile());
  const sinceRead = inv.lastLimitReadMs === undefined ? Infinity : t - inv.lastLimitReadMs;
  const sinceCommand = inv.lastLimitSuccessMs === undefined ? Infinity : t - inv.lastLimitSuccessMs;
  if (sinceRead >= LIMIT_READ_INTERVAL_MS && sinceCommand >= LIMIT_READ_HOLDOFF_MS) {
    inv.limitRelative = Math.round(inv.field.limitPercent * 10) / 10;
    inv.lastLimitReadMs = t;
  }
  if (inv.seenEventCounter !== inv.field.events.counter) {
    inv.eventLog = inv.field.events.entries.map((e) => ({ ...e }));
    inv.seenEventCounter = inv.field.events.counter;
  }
  return true;
}
