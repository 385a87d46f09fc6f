/**
 * Number texts as the firmware's Arduino core writes them (docs/firmware/onbattery-2024.05.03/mqtt.md §1.8): a fixed number of
 * decimals, rounded half-up on the magnitude, a minus sign whenever the value is negative (also
 * when it rounds to zero), `nan` / `inf` for the non-finite values.
 */
export function payloadFormat(value: number, decimals = 2): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return 'inf';
  const factor = 10 ** decimals;
  // The tiny nudge keeps binary representation error (2.675 → 2.67499…) from rounding down.
  const magnitude = Math.round(Math.abs(value) * factor * (1 + 1e-12)) / factor;
  const text = magnitude.toFixed(decimals);
  return value < 0 ? `-${text}` : text;
}

/**
 * The Arduino conversion before trimming: padded with spaces to at least `decimals + 2`
 * characters, so a 0-decimal value 0…9 gets one leading space (Prometheus keeps it, §6.4).
 */
export function paddedFormat(value: number, decimals: number): string {
  return payloadFormat(value, decimals).padStart(decimals + 2, ' ');
}

/** `1` / `0`, as the firmware prints booleans. */
export function flag(value: boolean): string {
  return value ? '1' : '0';
}
