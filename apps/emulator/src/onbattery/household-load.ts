import { unitHash, valueNoise } from '../live/noise.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One appliance: its power, how long one run lasts and when during the day it tends to run. */
interface Appliance {
  name: string;
  powerW: number;
  phase: 0 | 1 | 2;
  /** Runs are drawn per slot of this length. */
  slotMs: number;
  runMs: number;
  /** Chance of a run in a slot starting at each local hour 0–23. */
  chance: (hour: number) => number;
}

const evening = (h: number) => h >= 17 && h <= 22;
const meals = (h: number) => h === 7 || h === 12 || h === 18;

const APPLIANCES: readonly Appliance[] = [
  { name: 'fridge', powerW: 90, phase: 0, slotMs: 45 * MINUTE, runMs: 15 * MINUTE, chance: () => 0.9 },
  { name: 'freezer', powerW: 110, phase: 1, slotMs: 60 * MINUTE, runMs: 20 * MINUTE, chance: () => 0.85 },
  {
    name: 'kettle',
    powerW: 2000,
    phase: 0,
    slotMs: 30 * MINUTE,
    runMs: 3 * MINUTE,
    chance: (h) => (meals(h) ? 0.7 : h > 6 && h < 22 ? 0.08 : 0),
  },
  {
    name: 'stove',
    powerW: 1800,
    phase: 2,
    slotMs: 60 * MINUTE,
    runMs: 35 * MINUTE,
    chance: (h) => (h === 12 || h === 18 ? 0.6 : 0),
  },
  {
    name: 'washer',
    powerW: 1900,
    phase: 1,
    slotMs: 4 * HOUR,
    runMs: 20 * MINUTE,
    chance: (h) => (h >= 8 && h < 16 ? 0.35 : 0),
  },
  {
    name: 'dishwasher',
    powerW: 1500,
    phase: 2,
    slotMs: 3 * HOUR,
    runMs: 25 * MINUTE,
    chance: (h) => (h >= 19 && h < 23 ? 0.5 : 0),
  },
  {
    name: 'tv',
    powerW: 120,
    phase: 0,
    slotMs: HOUR,
    runMs: 50 * MINUTE,
    chance: (h) => (evening(h) ? 0.8 : 0.05),
  },
  {
    name: 'lights',
    powerW: 150,
    phase: 1,
    slotMs: HOUR,
    runMs: 55 * MINUTE,
    chance: (h) => (evening(h) || h === 6 ? 0.9 : 0),
  },
  {
    name: 'computer',
    powerW: 180,
    phase: 2,
    slotMs: 2 * HOUR,
    runMs: 90 * MINUTE,
    chance: (h) => (h >= 8 && h < 18 ? 0.6 : 0.1),
  },
];

/** Always-on consumers per phase (router, standby, heating pump), W. */
const BASE_W: readonly [number, number, number] = [70, 55, 45];

/**
 * A seeded household: base load plus appliances switching on and off, a pure function of time so
 * every reader and every replay sees the same curve. `localHour` maps device time to local time.
 */
export class HouseholdLoad {
  /** Test control: a fixed total in W on phase 1 instead of the profile. */
  override: number | undefined;

  constructor(
    private readonly seed: number,
    private readonly localHour: (t: number) => number,
  ) {}

  /** Power drawn per phase in W. */
  phasesW(t: number): [number, number, number] {
    // A household draws power; it never feeds in.
    if (this.override !== undefined) return [Math.max(0, this.override), 0, 0];
    const phases: [number, number, number] = [...BASE_W];
    for (const [p, base] of BASE_W.entries()) {
      phases[p] = base * (0.85 + 0.3 * valueNoise(this.seed, 0x10ad + p, t, 5 * MINUTE));
    }
    APPLIANCES.forEach((appliance, index) => {
      if (this.running(appliance, index, t)) phases[appliance.phase] += appliance.powerW;
    });
    return phases;
  }

  totalW(t: number): number {
    const [a, b, c] = this.phasesW(t);
    return a + b + c;
  }

  private running(appliance: Appliance, index: number, t: number): boolean {
    const slot = Math.floor(t / appliance.slotMs);
    const slotStart = slot * appliance.slotMs;
    if (unitHash(this.seed, 0xa99, index, slot) >= appliance.chance(this.localHour(slotStart))) return false;
    const latestStart = Math.max(0, appliance.slotMs - appliance.runMs);
    const start = slotStart + latestStart * unitHash(this.seed, 0x57a, index, slot);
    return t >= start && t < start + appliance.runMs;
  }
}
