/**
 * `limit_type` of both 2026 generations (`lib/Hoymiles/src/commands/ActivePowerControlCommand.h`
 * @ v26.3.30, @ 2026.03.31). A value ≥ 4 is refused with 5003; 2024's 256/257 are among them.
 */
export const LIMIT_TYPE_2026 = {
  AbsoluteNonPersistent: 0,
  RelativeNonPersistent: 1,
  AbsolutePersistent: 2,
  RelativePersistent: 3,
} as const;

/** First refused `limit_type` (`PowerLimitControl_Max`). */
export const LIMIT_TYPE_2026_END = 4;

/** Whether a 2026 `limit_type` is relative (%) and whether the inverter keeps it over a restart. */
export function limitType2026Meaning(type: number): { relative: boolean; persistent: boolean } {
  return { relative: type % 2 === 1, persistent: type >= LIMIT_TYPE_2026.AbsolutePersistent };
}
