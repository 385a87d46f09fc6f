/**
 * The DTU's own limit figures, in its arithmetic: the relative limit is kept as an unsigned
 * 16-bit count of 0.1 % (cut, not rounded), and every product is a 32-bit float, printed as the
 * shortest decimal that reads back as the same float (what the JSON shows: `49.6`, never
 * `49.599998` or `49.99999999999999`).
 */

const f32 = Math.fround;

/** The relative limit (%) as the DTU stores it: cut to 0.1 % steps within 0…6553.5. */
export function storedLimitPercent(percent: number): number {
  const tenths = Math.trunc(f32(f32(percent) * 10));
  return f32(Math.min(0xffff, Math.max(0, tenths)) / 10);
}

/** The relative limit (%) the DTU records after an absolute limit of `watts` was acknowledged. */
export function percentOfMaxPower(watts: number, maxPowerW: number): number {
  return storedLimitPercent(f32(f32(f32(watts) / maxPowerW) * 100));
}

/** `limit_absolute` in W: the relative limit times the max power, or -1 while that is unknown. */
export function limitAbsoluteW(limitPercent: number, maxPowerW: number): number {
  if (maxPowerW <= 0) return -1;
  return shortestFloat32(f32(f32(f32(limitPercent) * maxPowerW) / 100));
}

/** The shortest decimal that converts back to the same 32-bit float. */
export function shortestFloat32(value: number): number {
  const single = f32(value);
  if (!Number.isFinite(single) || single === 0) return single;
  for (let digits = 1; digits < 9; digits++) {
    const candidate = Number(single.toPrecision(digits));
    if (f32(candidate) === single) return candidate;
  }
  return Number(single.toPrecision(9));
}
