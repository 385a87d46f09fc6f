import type { ValueObject } from '@dtu/contract';
import type { Formatters } from '../../i18n/format.ts';

/** A device value with its own decimals and unit, in the reader's number format. */
export function formatValue(format: Formatters, value: Pick<ValueObject, 'v' | 'd' | 'u'>): string {
  const digits = Math.max(0, Math.min(20, Math.trunc(value.d)));
  const number = format.decimal(value.v, digits);
  return value.u ? `${number} ${value.u}` : number;
}
