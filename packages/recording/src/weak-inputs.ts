import { median, robustSpread } from './robust-stats.ts';

/** Why a day tells nothing about the modules' yield. */
export type DayExclusion = 'limited' | 'governed' | 'unreachable' | 'restart' | 'incomplete';

/** One device-local day of one inverter, as the history recorded it. */
export interface FinderDay {
  /** `YYYY-MM-DD` in the device's time zone. */
  date: string;
  /** Energy per input in Wh (index = input), `null` when unknown. */
  wh: readonly (number | null)[];
  /** Why the day is left out, if it is. */
  skip?: DayExclusion;
}

/** A moment with the inverter feeding freely (not limited), for the voltage signature. */
export interface VoltageSample {
  /** Power per input in W. */
  w: readonly number[];
  /** Voltage per input in V. */
  v: readonly number[];
  /** The device-local day (`YYYY-MM-DD`) of the sample: the voltage test weighs day by day. */
  day?: string;
}

export interface FinderInverter {
  serial: string;
  /** Configured max power per input in W; 0 = not configured (the input is left out). */
  wp: readonly number[];
  /** Inputs marked "different tilt": the overcast cross-check does not apply to them. */
  tilt?: readonly boolean[];
  /** Fed by the battery through the power limiter: its inputs say nothing about modules. */
  battery?: boolean;
  /** Ascending by date, the last entry is today. */
  days: readonly FinderDay[];
  samples?: readonly VoltageSample[];
}

export type FindingKind = 'baseline' | 'overcast' | 'voltage';
/** Confidence: 0 low, 1 medium, 2 high. */
export type Confidence = 0 | 1 | 2;

export interface Finding {
  serial: string;
  input: number;
  kind: FindingKind;
  /** Fraction below the input's usual share (0.18 = 18 % below); for `voltage` the voltage shortfall. */
  loss: number;
  /** Days (or, for `voltage`, samples) that showed it. */
  count: number;
  level: Confidence;
  /** The input's share relative to its usual one per day of the last 30 days (1 = usual), for a sparkline. */
  trend: readonly (number | null)[];
}

export interface InverterVerdict {
  serial: string;
  findings: Finding[];
  /** Bright valid days available for the baseline test (it needs more than `MIN_BASELINE_DAYS`). */
  valid: number;
  /** True when every recent day was governed by the power limiter: only the voltage test applies. */
  voltageOnly: boolean;
  /** Fed by the battery: no test applies. */
  battery: boolean;
}

export const BASELINE_DAYS = 14;
export const MIN_BASELINE_DAYS = 7;
/**
 * The rules' figures are written where they apply: the last 5 valid days with 3 hits, a threshold
 * of max(0.10, 3 × spread), overcast days under 30 % of the 30-day best with L < −0.20 on 2 of
 * them, low light under 30 % and snow under 5 % of the usual yield, the voltage test above 20 %
 * of Wp below 0.75 × the siblings on at least 5 samples, and L floored at −5 (a dead input).
 */

interface DayLogs {
  /** Specific yield per input (Wh per Wp), NaN when unusable. */
  sy: number[];
  /** ln SY − median over the other inputs of ln SY, NaN when unusable. */
  l: number[];
  /** Median SY of the day's inputs. */
  mid: number;
  /** Not excluded, and every rated input's energy is known. */
  ok: boolean;
  /** Every input far below its usual yield (overcast or snow): the orientation share is not visible. */
  dim?: boolean;
  /** Low light with an input close to nothing: modules covered; no test uses the day. */
  snow?: boolean;
}

type Result = Pick<Finding, 'kind' | 'loss' | 'count' | 'level'> | undefined;

function analyseDay(day: FinderDay, wp: readonly number[]): DayLogs {
  const sy = wp.map((w, i) => ((day.wh[i] ?? -1) >= 0 && w > 0 ? day.wh[i]! / w : Number.NaN));
  const rated = sy.filter(Number.isFinite);
  const logs = sy.map((value) => Math.log(Math.max(value, 1e-6)));
  // The median of the *other* inputs: an input's own change then counts fully instead of being
  // partly absorbed by a median it belongs to (with two inputs that median is their mean).
  const l = logs.map((value, i) => Math.max(-5, value - median(logs.filter((_, k) => k !== i))));
  const mid = median(rated);
  return {
    sy,
    l,
    mid,
    ok: !day.skip && rated.length > 1 && rated.length === wp.filter((w) => w > 0).length && mid > 0,
  };
}

/** Compares every input with its own median yield of the usable bright days before. */
function markLowLight(days: DayLogs[]): void {
  days.forEach((day, index) => {
    const before = days
      .slice(0, index)
      .filter((d) => d.ok && !d.dim)
      .slice(-BASELINE_DAYS);
    if (!day.ok || before.length < 3) return;
    const usual = day.sy.map((_, input) => median(before.map((d) => d.sy[input]!)));
    day.dim = day.sy.every((value, i) => !(value >= 0.3 * usual[i]!));
    day.snow = day.dim && day.sy.some((value, i) => value < 0.05 * usual[i]!);
  });
}

/**
 * Walks the bright days in order. A day that falls short does not enter the baseline of the days
 * after it, so a lasting fault stays visible instead of becoming the input's new normal.
 */
function baselineFinding(input: number, valid: DayLogs[]): Result {
  const accepted: number[] = [];
  const flagged: boolean[] = [];
  const deviations: number[] = [];
  let margin = 0;
  valid.forEach((day, k) => {
    const history = accepted.slice(-BASELINE_DAYS);
    const l = day.l[input]!;
    const threshold = Math.max(0.1, 3 * robustSpread(history));
    const deviation = l - median(history);
    const short = history.length >= MIN_BASELINE_DAYS && deviation < -threshold;
    flagged.push(short);
    if (!short) accepted.push(l);
    else if (k >= valid.length - 5) {
      deviations.push(deviation);
      margin = Math.max(margin, -deviation / threshold);
    }
  });
  const hits = flagged.slice(-5).filter(Boolean).length;
  let streak = 0;
  while (flagged[flagged.length - 1 - streak]) streak += 1;
  const baselineDays = Math.min(accepted.length, BASELINE_DAYS);
  if (hits >= 3)
    return {
      kind: 'baseline',
      loss: 1 - Math.exp(median(deviations)),
      count: Math.max(streak, hits),
      level: baselineDays >= BASELINE_DAYS && (hits >= 5 || margin >= 2) ? 2 : baselineDays >= 10 ? 1 : 0,
    };
}

function overcastFinding(input: number, valid: DayLogs[]): Result {
  const window = valid.slice(-30);
  const best = Math.max(...window.map((d) => d.mid));
  const hits = window.filter((d) => d.mid < 0.3 * best && d.l[input]! < -0.2).map((d) => d.l[input]!);
  if (hits.length >= 2)
    return {
      kind: 'overcast',
      loss: 1 - Math.exp(median(hits)),
      count: hits.length,
      level: hits.length > 3 ? 2 : 1,
    };
}

/** One day's voltage evidence for one input: how many samples qualified, the low ratios among them. */
interface VoltageDay {
  qualifying: number;
  low: number[];
}

/** A day with fewer qualifying samples (a morning, a cloudy day) decides nothing on its own. */
const MIN_VOLTAGE_SAMPLES = 5;

function voltageDays(input: number, inv: FinderInverter): VoltageDay[] {
  const days: VoltageDay[] = [];
  let current: string | undefined;
  for (const sample of inv.samples ?? []) {
    const siblings = sample.v.filter((v, i) => i !== input && inv.wp[i]! > 0 && v > 0);
    if (!(sample.w[input]! > 0.2 * inv.wp[input]!) || !siblings[0]) continue;
    if (!days[0] || sample.day !== current) days.push({ qualifying: 0, low: [] });
    current = sample.day;
    const day = days[days.length - 1]!;
    day.qualifying += 1;
    const ratio = sample.v[input]! / median(siblings);
    if (ratio < 0.75) day.low.push(ratio);
  }
  return days;
}

/**
 * The voltage signature over the newest days that show it. A bypassed substring shows from the
 * day it happened, so the healthy days before it do not outvote it; its evidence outlives a new
 * day that has not decided yet; a day that decides against it (repaired) ends it.
 */
function voltageFinding(input: number, inv: FinderInverter): Result {
  let qualifying = 0;
  const ratios: number[] = [];
  for (const day of voltageDays(input, inv).reverse()) {
    if (day.low.length * 2 < day.qualifying) {
      if (day.qualifying >= MIN_VOLTAGE_SAMPLES) break;
      continue;
    }
    qualifying += day.qualifying;
    ratios.push(...day.low);
  }
  const n = ratios.length;
  if (n >= 5)
    return { kind: 'voltage', loss: 1 - median(ratios), count: n, level: n * 4 >= qualifying * 3 ? 2 : 1 };
}

/**
 * Looks for inputs that produce less than their own usual share of their inverter's yield.
 * Each input is compared with its own history (east/west strings differ by design); see the
 * overview's README for the three tests and the days they leave out.
 */
export function findWeakInputs(inv: FinderInverter): InverterVerdict {
  if (inv.battery) return { serial: inv.serial, findings: [], valid: 0, voltageOnly: false, battery: true };
  const days = inv.days.map((day) => analyseDay(day, inv.wp));
  markLowLight(days);
  const shown = (d: DayLogs) => d.ok && !d.dim;
  const bright = days.filter(shown);
  const recent = inv.days.slice(-5);
  const findings: Finding[] = [];
  inv.wp.forEach((w, input) => {
    const result =
      (bright.length > MIN_BASELINE_DAYS ? baselineFinding(input, bright) : undefined) ??
      (inv.tilt?.[input]
        ? undefined
        : overcastFinding(
            input,
            days.filter((d) => d.ok && !d.snow),
          )) ??
      voltageFinding(input, inv);
    // Per day of the last 30: the input's share relative to its median share (exp of L − median L).
    const window = days.slice(-30);
    const centre = median(window.filter(shown).map((d) => d.l[input]!));
    if (w > 0 && result)
      findings.push({
        serial: inv.serial,
        input,
        ...result,
        trend: window.map((d) =>
          shown(d) && Number.isFinite(centre) ? Math.exp(d.l[input]! - centre) : null,
        ),
      });
  });
  return {
    serial: inv.serial,
    findings,
    valid: bright.length,
    voltageOnly: recent.length > 0 && recent.every((d) => d.skip === 'governed'),
    battery: false,
  };
}

/** All inverters' findings, most severe first (confidence, then shortfall). */
export function rankFindings(verdicts: readonly InverterVerdict[]): Finding[] {
  return verdicts.flatMap((v) => v.findings).sort((a, b) => b.level - a.level || b.loss - a.loss);
}
