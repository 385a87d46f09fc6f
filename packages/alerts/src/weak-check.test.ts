import { describe, expect, it } from 'vitest';
import { WEAK_CHECK_MS, weakCheckDue } from './weak-check.ts';

const HOUR = WEAK_CHECK_MS;
const T0 = Date.UTC(2026, 5, 21, 10);

describe('weak check due', () => {
  it('is due once the device clock moved an hour, however little real time passed', () => {
    const last = { realMs: 1_000, deviceMs: T0 };
    expect(weakCheckDue(last, { realMs: 31_000, deviceMs: T0 + HOUR - 1 })).toBe(false);
    expect(weakCheckDue(last, { realMs: 31_000, deviceMs: T0 + HOUR })).toBe(true);
    // A real hour on a device clock that stood still (it is known) is not due.
    expect(weakCheckDue(last, { realMs: 1_000 + HOUR, deviceMs: T0 + 60_000 })).toBe(false);
    // A clock set back by an hour or more starts afresh.
    expect(weakCheckDue(last, { realMs: 2_000, deviceMs: T0 - HOUR })).toBe(true);
  });

  it('goes by real time while the device clock is unknown', () => {
    expect(weakCheckDue({ realMs: 1_000 }, { realMs: 1_000 + HOUR - 1 })).toBe(false);
    expect(weakCheckDue({ realMs: 1_000 }, { realMs: 1_000 + HOUR })).toBe(true);
    expect(weakCheckDue({ realMs: 1_000, deviceMs: T0 }, { realMs: 1_000 + HOUR })).toBe(true);
    expect(weakCheckDue({ realMs: 1_000 }, { realMs: 2_000, deviceMs: T0 + 2 * HOUR })).toBe(false);
  });
});
