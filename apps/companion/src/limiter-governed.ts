import { LIMITER_POWER_SOURCE, parseDecimalSerial } from '@dtu/contract';

/** The inverters the power limiter drives (lower-case hex serials), and of them those the battery feeds. */
export interface Governed {
  governed: string[];
  battery: string[];
}

export const NONE_GOVERNED: Governed = { governed: [], battery: [] };

const hex = (text: string) => text.toLowerCase().replace(/^0+(?=.)/, '');

/**
 * Reads `/api/powerlimiter/status` of either shape: 2024.05.03's one inverter (decimal serial,
 * `is_inverter_solar_powered`) or 2026.03.31's list (`inverters[]` with `is_governed` and
 * `power_source`); a limiter that is off, or any other answer, governs none.
 */
export function governedOf(status: unknown): Governed {
  const s = status as Record<string, unknown> | null;
  if (s?.enabled !== true) return NONE_GOVERNED;
  if (Array.isArray(s.inverters)) {
    const list = (s.inverters as Record<string, unknown>[]).filter(
      (i) => i?.is_governed === true && typeof i.serial === 'string' && /[1-9a-f]/i.test(i.serial),
    );
    return {
      governed: list.map((i) => hex(i.serial as string)),
      battery: list
        .filter((i) => i.power_source === LIMITER_POWER_SOURCE.Battery)
        .map((i) => hex(i.serial as string)),
    };
  }
  const serial = parseDecimalSerial(String(s.inverter_serial ?? '0'));
  if (serial <= 0n) return NONE_GOVERNED;
  const one = serial.toString(16);
  return { governed: [one], battery: s.is_inverter_solar_powered === false ? [one] : [] };
}
