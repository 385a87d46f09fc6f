import { describe, expect, it } from 'vitest';
import { type FinderDay, type FinderInverter, findWeakInputs, rankFindings } from './weak-inputs.ts';

/** Deterministic noise in [-1, 1). */
function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return 2 * (x - Math.floor(x)) - 1;
}

/** Sunshine of day `d` as kWh per kWp; every 6th day is overcast (10 % of a good day). */
function sun(d: number): number {
  return d % 6 === 5 ? 0.5 : 4 + noise(d) * 0.8;
}

interface Options {
  days?: number;
  /** Relative orientation factor per input (east/west differ by design). */
  orientation?: number[];
  /** Multiplier per input and day (the fault). */
  fault?: (input: number, day: number) => number;
  exclusion?: (day: number) => FinderDay['skip'];
}

function history({ days = 30, orientation = [1.15, 0.85], fault, exclusion }: Options): FinderInverter {
  const wp = orientation.map(() => 400);
  return {
    serial: '114100000001',
    wp,
    days: Array.from({ length: days }, (_, d) => ({
      date: `2026-06-${String(d + 1).padStart(2, '0')}`,
      wh: orientation.map((o, i) => {
        // On overcast days the light is diffuse: orientation hardly matters.
        const facing = d % 6 === 5 ? 1 : o;
        return sun(d) * facing * 400 * (1 + noise(d * 7 + i) * 0.03) * (fault?.(i, d) ?? 1);
      }),
      skip: exclusion?.(d),
    })),
  };
}

describe('findWeakInputs', () => {
  it('finds nothing on a healthy east/west pair', () => {
    const verdict = findWeakInputs(history({}));
    expect(verdict.findings).toEqual([]);
    expect(verdict.valid).toBeGreaterThan(20);
  });

  it('flags a 15 % degradation starting on day 8 on the degraded input only', () => {
    const verdict = findWeakInputs(
      history({
        days: 20,
        orientation: [1.1, 1.1, 0.9, 0.9],
        fault: (i, d) => (i === 1 && d >= 8 ? 0.85 : 1),
      }),
    );
    expect(verdict.findings).toHaveLength(1);
    const [finding] = verdict.findings;
    expect(finding).toMatchObject({ input: 1, kind: 'baseline' });
    expect(finding!.loss).toBeGreaterThan(0.1);
    expect(finding!.loss).toBeLessThan(0.2);
    expect(finding!.count).toBeGreaterThanOrEqual(3);
    expect(finding!.trend).toHaveLength(20);
  });

  it('flags the degradation within five days of its start', () => {
    const verdict = findWeakInputs(history({ days: 13, fault: (i, d) => (i === 0 && d >= 8 ? 0.85 : 1) }));
    expect(verdict.findings).toEqual([expect.objectContaining({ input: 0, kind: 'baseline', count: 4 })]);
  });

  it('does not flag a degradation seen on only two of the last five days', () => {
    const verdict = findWeakInputs(history({ days: 20, fault: (i, d) => (i === 1 && d >= 18 ? 0.8 : 1) }));
    expect(verdict.findings).toEqual([]);
  });

  it('finds a substring dead from the first day through the overcast cross-check', () => {
    const verdict = findWeakInputs(history({ fault: (i) => (i === 0 ? 2 / 3 : 1) }));
    expect(verdict.findings).toHaveLength(1);
    expect(verdict.findings[0]).toMatchObject({ input: 0, kind: 'overcast' });
    expect(verdict.findings[0]!.loss).toBeCloseTo(1 / 3, 1);
  });

  it('lets a different-tilt mark suppress the overcast cross-check', () => {
    const inv = { ...history({ fault: (i) => (i === 0 ? 2 / 3 : 1) }), tilt: [true, false] };
    expect(findWeakInputs(inv).findings).toEqual([]);
  });

  it('accepts a recurring afternoon shadow as part of the input’s usual share', () => {
    // The shadow costs 20 % of the input's energy on every sunny day, none on overcast days.
    const verdict = findWeakInputs(history({ fault: (i, d) => (i === 1 && d % 6 !== 5 ? 0.8 : 1) }));
    expect(verdict.findings).toEqual([]);
  });

  it('leaves out days the limiter governed and says only the voltage test applies', () => {
    const verdict = findWeakInputs(
      history({
        days: 21,
        fault: (i, d) => (i === 1 && d >= 14 ? 0.5 : 1),
        exclusion: (d) => (d >= 14 ? 'governed' : undefined),
      }),
    );
    expect(verdict.findings).toEqual([]);
    expect(verdict.voltageOnly).toBe(true);
  });

  it('does not count partial days (recorded until 10:04) as overcast days', () => {
    // Three days seen only until 10:04: little energy, and the east input ahead of the west one.
    const partialDay = (d: number) => d >= 26 && d <= 28;
    const morning = (i: number, d: number) => (partialDay(d) ? [0.25, 0.08][i]! : 1);
    const partial = history({ fault: morning });
    expect(findWeakInputs(partial).findings).not.toEqual([]);
    const marked = history({ fault: morning, exclusion: (d) => (partialDay(d) ? 'incomplete' : undefined) });
    expect(findWeakInputs(marked).findings).toEqual([]);
  });

  it('finds nothing on an inverter fed by the battery, whatever its inputs show', () => {
    const inv: FinderInverter = {
      ...history({ fault: (i) => (i === 0 ? 1 / 3 : 1) }),
      battery: true,
      samples: Array.from({ length: 8 }, () => ({ w: [200, 150], v: [31, 21] })),
    };
    expect(findWeakInputs(inv)).toMatchObject({ findings: [], battery: true });
  });

  it('leaves out snow-like days when every input is down by more than 70 %', () => {
    // Snow slides off the steeper modules first: input 1 is back at a quarter, input 0 still covered.
    const verdict = findWeakInputs(history({ days: 20, fault: (i, d) => (d >= 15 ? [0.01, 0.25][i]! : 1) }));
    expect(verdict.findings).toEqual([]);
    // Days 0–14 minus the two overcast ones (5 and 11); the snowy days 15–19 count for nothing.
    expect(verdict.valid).toBe(13);
  });

  it('reads a conducting bypass diode from the voltage signature', () => {
    const inv: FinderInverter = {
      ...history({ days: 3 }),
      wp: [400, 400, 400],
      samples: Array.from({ length: 8 }, (_, k) => ({
        w: [200, 150, 210],
        v: [31 + k * 0.1, 21, 31.5],
      })),
    };
    const verdict = findWeakInputs(inv);
    expect(verdict.findings).toEqual([expect.objectContaining({ input: 1, kind: 'voltage', count: 8 })]);
  });

  it('ignores low voltage while the input delivers under 20 % of its peak power', () => {
    const inv: FinderInverter = {
      ...history({ days: 3 }),
      wp: [400, 400],
      samples: Array.from({ length: 8 }, () => ({ w: [60, 40], v: [31, 20] })),
    };
    expect(findWeakInputs(inv).findings).toEqual([]);
  });

  it('leaves out inputs without a configured max power', () => {
    const inv = { ...history({ fault: (i, d) => (i === 1 && d >= 8 ? 0.5 : 1) }), wp: [400, 0] };
    expect(findWeakInputs(inv).findings).toEqual([]);
  });

  it('ranks the findings of several inverters by confidence and shortfall', () => {
    const weak = findWeakInputs(history({ days: 25, fault: (i, d) => (i === 1 && d >= 8 ? 0.6 : 1) }));
    const slight = findWeakInputs({
      ...history({ days: 25, fault: (i, d) => (i === 0 && d >= 8 ? 0.85 : 1) }),
      serial: 'b',
    });
    const ranked = rankFindings([slight, weak]);
    expect(ranked.map((f) => f.serial)).toEqual(['114100000001', 'b']);
  });
});

describe('the voltage test, day by day', () => {
  const healthy = { w: [200, 200, 200], v: [38, 38.2, 38.1] };
  const bypassed = { w: [200, 140, 200], v: [38, 25.5, 38.1] };
  const day = (date: string, sample: typeof healthy, count: number) =>
    Array.from({ length: count }, () => ({ ...sample, day: date }));
  const inverter = (samples: FinderInverter['samples']): FinderInverter => ({
    ...history({ days: 5 }),
    wp: [500, 500, 500],
    samples,
  });

  it('finds a substring bypassed on day 4 although three healthy days before it outnumber its samples', () => {
    const samples = [
      ...day('2026-06-21', healthy, 30),
      ...day('2026-06-22', healthy, 30),
      ...day('2026-06-23', healthy, 30),
      ...day('2026-06-24', bypassed, 14),
    ];
    expect(findWeakInputs(inverter(samples)).findings).toEqual([
      expect.objectContaining({ input: 1, kind: 'voltage', count: 14, level: 2 }),
    ]);
  });

  it('keeps the finding through a new morning with too few samples to decide, ends it on a healthy day', () => {
    const found = [...day('2026-06-23', healthy, 30), ...day('2026-06-24', bypassed, 14)];
    const morning = [...found, ...day('2026-06-25', healthy, 2)];
    expect(findWeakInputs(inverter(morning)).findings).toEqual([
      expect.objectContaining({ input: 1, kind: 'voltage', count: 14 }),
    ]);
    const repaired = [...found, ...day('2026-06-25', healthy, 20)];
    expect(findWeakInputs(inverter(repaired)).findings).toEqual([]);
  });

  it('finds nothing on healthy days with a low moment now and then', () => {
    const samples = ['21', '22', '23', '24'].flatMap((d) => [
      ...day(`2026-06-${d}`, healthy, 25),
      ...day(`2026-06-${d}`, bypassed, 3),
    ]);
    expect(findWeakInputs(inverter(samples)).findings).toEqual([]);
  });
});
