import { describe, expect, it } from 'vitest';
import { type CounterSample, dayStartTotal, foldCounter } from './counters.ts';
import type { CounterDay } from './records.ts';

const at = (minute: number, yt: number, yd: number, p = 100): CounterSample => ({
  t: minute * 60_000,
  minute,
  yt,
  yd,
  p,
  producing: p > 0,
});

function fold(samples: CounterSample[]): CounterDay | undefined {
  return samples.reduce<CounterDay | undefined>((day, s) => foldCounter(day, s), undefined);
}

describe('day counters', () => {
  it('takes the day start from YieldTotal minus the YieldDay already produced', () => {
    const day = fold([at(600, 10_500, 500), at(700, 10_800, 800, 450)]);
    expect(day && dayStartTotal(day)).toBe(10_000);
    expect(day?.yd).toBe(800);
    expect(day?.pk).toBe(450);
    expect(day?.pkT).toBe(700 * 60_000);
  });

  it('ignores YieldTotal zeros and decreases and YieldDay zeros (firmware glitches)', () => {
    const day = fold([at(600, 10_500, 500), at(601, 0, 0), at(602, 10_400, 510), at(603, 10_520, 520)]);
    expect(day?.lYt).toBe(10_520);
    expect(day?.yd).toBe(520);
    expect(day?.off).toBe(0);
  });

  it('treats a YieldDay drop during the day as an inverter restart', () => {
    const day = fold([at(600, 10_500, 500), at(650, 10_700, 700), at(660, 10_720, 20), at(700, 10_800, 100)]);
    expect(day?.yd).toBe(800);
  });

  it("counts yesterday's YieldDay as zero at a first sample just after midnight, even while producing", () => {
    // 1 Wh after midnight, then the inverter sleeps and wakes with a fresh counter.
    const day = fold([at(2, 12_000, 2_000, 30), at(4, 12_001, 2_001, 30), at(400, 12_051, 50)]);
    expect(day && dayStartTotal(day)).toBe(12_000);
    expect(day?.yd).toBe(51);
  });

  it("counts yesterday's YieldDay, still shown before the inverter wakes, as zero", () => {
    const day = fold([
      at(5, 12_000, 2_000, 0),
      at(300, 12_000, 2_000, 0),
      at(360, 12_001, 1),
      at(400, 12_050, 50),
    ]);
    expect(day && dayStartTotal(day)).toBe(12_000);
    expect(day?.yd).toBe(50);
  });
});
