import { median, robustSpread } from './robust-stats.ts';

/** Why a day tells nothing about the modules' yield. */
export type DayExclusion = 'limited' | 'governed' | 'unreachable' | 'restart' | 'incomplete';

/** One device-local day of one inverter, as the history recorded it. */
export interface FinderDay {
  /** `YYYY-MM-DD` in the device's time zone. */
  date: string;
  /** Energy per input in Wh (index = input), `null` when unknown. */
  yieldsWh: readonly (number | null)[];
  exclusion?: DayExclusion;
}

/** A moment with the inverter feeding freely (not limited), for the voltage signature. */
export interface VoltageSample {
  powersW: readonly number[];
  voltagesV: readonly number[];
}

export interface FinderInverter {
  serial: string;
  /** Configured max power per input in W; 0 = not configured (the input is left out). */
  wp: readonly number[];
  /** Inputs marked "different tilt": the overcast cross-check does not apply to them. */
  differentTilt?: readonly boolean[];
  /** Ascending by date, the last entry is today. */
  days: readonly FinderDay[];
  voltageSamples?: readonly VoltageSample[];
}

export type FindingKind = 'baseline' | 'overcast' | 'voltage';
export type Confidence = 'low' | 'medium' | 'high';

export interface Finding {
  serial: string;
  input: number;
  kind: FindingKind;
  /** Fraction below the input's usual share (0.18 = 18 % below); for `voltage` the voltage shortfall. */
  shortfall: number;
  /** Days (or, for `voltage`, samples) that showed it. */
  count: number;
  confidence: Confidence;
  /** The input's share relative to its usual one per day of the last 30 days (1 = usual), for a sparkline. */
  trend: readonly (number | null)[];
}

export interface InverterVerdict {
  serial: string;
  findings: Finding[];
  /** Bright valid days available for the baseline test (it needs more than `MIN_BASELINE_DAYS`). */
  validDays: number;
  /** True when every recent day was governed by the power limiter: only the voltage test applies. */
  onlyVoltageTest: boolean;
}

export const BASELINE_DAYS = 14;
export const MIN_BASELINE_DAYS = 7;
const RECENT_DAYS = 5;
const RECENT_HITS = 3;
const MIN_THRESHOLD = 0.1;
const SPREAD_FACTOR = 3;
const OVERCAST_SHARE = 0.3;
const OVERCAST_WINDOW = 30;
const OVERCAST_L = -0.2;
const OVERCAST_HITS = 2;
const LOW_LIGHT_SHARE = 0.3;
const SNOW_SHARE = 0.05;
const VOLTAGE_LOAD = 0.2;
const VOLTAGE_RATIO = 0.75;
const VOLTAGE_MIN_HITS = 5;
/** ln of the smallest specific yield ratio we distinguish; keeps a dead input finite. */
const L_FLOOR = -5;

interface DayLogs {
  date: string;
  /** Specific yield per input (Wh per Wp), NaN when unusable. */
  sy: number[];
  /** ln SY − median over the other inputs of ln SY, NaN when unusable. */
  l: number[];
  medianSy: number;
  /** Not excluded, and every rated input's energy is known. */
  usable: boolean;
  /** Every input far below its usual yield (overcast or snow): the orientation share is not visible. */
  lowLight: boolean;
  /** Low light with an input close to nothing: modules covered; no test uses the day. */
  snowLike: boolean;
}

function analyseDay(day: FinderDay, wp: readonly number[]): DayLogs {
  const sy = wp.map((w, i) => {
    const y = day.yieldsWh[i];
    return w > 0 && y !== null && y !== undefined && y >= 0 ? y / w : Number.NaN;
  });
  const rated = sy.filter(Number.isFinite);
  const logs = sy.map((value) => (Number.isFinite(value) ? Math.log(Math.max(value, 1e-6)) : Number.NaN));
  // The median of the *other* inputs: an input's own change then counts fully instead of being
  // partly absorbed by a median it belongs to (with two inputs that median is their mean).
  const reference = (input: number) => median(logs.filter((_, i) => i !== input));
  const l = logs.map((value, i) =>
    Number.isFinite(value) ? Math.max(L_FLOOR, value - reference(i)) : Number.NaN,
  );
  const medianSy = median(rated);
  const complete = rated.length >= 2 && rated.length === wp.filter((w) => w > 0).length;
  return {
    date: day.date,
    sy,
    l,
    medianSy,
    usable: !day.exclusion && complete && medianSy > 0,
    lowLight: false,
    snowLike: false,
  };
}

/** Compares every input with its own median yield of the usable bright days before. */
function markLowLight(days: DayLogs[]): void {
  days.forEach((day, index) => {
    if (!day.usable) return;
    const before = days
      .slice(0, index)
      .filter((d) => d.usable && !d.lowLight)
      .slice(-BASELINE_DAYS);
    if (before.length < 3) return;
    const usual = day.sy.map((_, input) => median(before.map((d) => d.sy[input]!)));
    day.lowLight = day.sy.every((value, i) => !Number.isFinite(value) || value < LOW_LIGHT_SHARE * usual[i]!);
    day.snowLike = day.lowLight && day.sy.some((value, i) => value < SNOW_SHARE * usual[i]!);
  });
}

function confidenceOf(baselineDays: number, hits: number, margin: number): Confidence {
  if (baselineDays >= BASELINE_DAYS && (hits >= RECENT_DAYS || margin >= 2)) return 'high';
  return baselineDays >= 10 ? 'medium' : 'low';
}

/**
 * Walks the bright days in order. A day that falls short does not enter the baseline of the days
 * after it, so a lasting fault stays visible instead of becoming the input's new normal.
 */
function baselineFinding(serial: string, input: number, valid: DayLogs[]): Finding | undefined {
  const accepted: number[] = [];
  const flagged: boolean[] = [];
  const deviations: number[] = [];
  let margin = 0;
  valid.forEach((day, k) => {
    const history = accepted.slice(-BASELINE_DAYS);
    const l = day.l[input]!;
    if (history.length < MIN_BASELINE_DAYS) {
      accepted.push(l);
      flagged.push(false);
      return;
    }
    const threshold = Math.max(MIN_THRESHOLD, SPREAD_FACTOR * robustSpread(history));
    const deviation = l - median(history);
    const short = deviation < -threshold;
    flagged.push(short);
    if (!short) accepted.push(l);
    else if (k >= valid.length - RECENT_DAYS) {
      deviations.push(deviation);
      margin = Math.max(margin, -deviation / threshold);
    }
  });
  const hits = flagged.slice(-RECENT_DAYS).filter(Boolean).length;
  if (hits < RECENT_HITS) return undefined;
  let streak = 0;
  while (streak < flagged.length && flagged[flagged.length - 1 - streak]) streak += 1;
  return {
    serial,
    input,
    kind: 'baseline',
    shortfall: 1 - Math.exp(median(deviations)),
    count: Math.max(streak, hits),
    confidence: confidenceOf(Math.min(accepted.length, BASELINE_DAYS), hits, margin),
    trend: [],
  };
}

function overcastFinding(serial: string, input: number, valid: DayLogs[]): Finding | undefined {
  const window = valid.slice(-OVERCAST_WINDOW);
  const best = Math.max(...window.map((d) => d.medianSy));
  const hits = window
    .filter((d) => d.medianSy < OVERCAST_SHARE * best && d.l[input]! < OVERCAST_L)
    .map((d) => d.l[input]!);
  if (hits.length < OVERCAST_HITS) return undefined;
  return {
    serial,
    input,
    kind: 'overcast',
    shortfall: 1 - Math.exp(median(hits)),
    count: hits.length,
    confidence: hits.length >= 4 ? 'high' : 'medium',
    trend: [],
  };
}

function voltageFinding(serial: string, input: number, inv: FinderInverter): Finding | undefined {
  let qualifying = 0;
  const ratios: number[] = [];
  for (const sample of inv.voltageSamples ?? []) {
    const wp = inv.wp[input]!;
    if (!(sample.powersW[input]! > VOLTAGE_LOAD * wp)) continue;
    const siblings = sample.voltagesV.filter((v, i) => i !== input && inv.wp[i]! > 0 && v > 0);
    if (siblings.length === 0) continue;
    qualifying += 1;
    const ratio = sample.voltagesV[input]! / median(siblings);
    if (ratio < VOLTAGE_RATIO) ratios.push(ratio);
  }
  if (ratios.length < VOLTAGE_MIN_HITS || ratios.length * 2 < qualifying) return undefined;
  return {
    serial,
    input,
    kind: 'voltage',
    shortfall: 1 - median(ratios),
    count: ratios.length,
    confidence: ratios.length * 4 >= qualifying * 3 ? 'high' : 'medium',
    trend: [],
  };
}

/** Per day of the last 30: the input's share relative to its median share (exp of L − median L). */
function trendOf(input: number, days: DayLogs[]): (number | null)[] {
  const window = days.slice(-OVERCAST_WINDOW);
  const shown = (d: DayLogs) => d.usable && !d.lowLight;
  const centre = median(window.filter(shown).map((d) => d.l[input]!));
  return window.map((d) => (shown(d) && Number.isFinite(centre) ? Math.exp(d.l[input]! - centre) : null));
}

/**
 * Looks for inputs that produce less than their own usual share of their inverter's yield.
 * Each input is compared with its own history (east/west strings differ by design); see the
 * overview's README for the three tests and the days they leave out.
 */
export function findWeakInputs(inv: FinderInverter): InverterVerdict {
  const days = inv.days.map((day) => analyseDay(day, inv.wp));
  markLowLight(days);
  const bright = days.filter((d) => d.usable && !d.lowLight);
  const overcastCandidates = days.filter((d) => d.usable && !d.snowLike);
  const recent = inv.days.slice(-RECENT_DAYS);
  const onlyVoltageTest = recent.length > 0 && recent.every((d) => d.exclusion === 'governed');
  const findings: Finding[] = [];
  inv.wp.forEach((w, input) => {
    if (w <= 0) return;
    const finding =
      (bright.length > MIN_BASELINE_DAYS ? baselineFinding(inv.serial, input, bright) : undefined) ??
      (inv.differentTilt?.[input] ? undefined : overcastFinding(inv.serial, input, overcastCandidates)) ??
      voltageFinding(inv.serial, input, inv);
    if (finding) findings.push({ ...finding, trend: trendOf(input, days) });
  });
  return { serial: inv.serial, findings, validDays: bright.length, onlyVoltageTest };
}

/** All inverters' findings, most severe first (confidence, then shortfall). */
export function rankFindings(verdicts: readonly InverterVerdict[]): Finding[] {
  const weight: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };
  return verdicts
    .flatMap((v) => v.findings)
    .sort((a, b) => weight[b.confidence] - weight[a.confidence] || b.shortfall - a.shortfall);
}
