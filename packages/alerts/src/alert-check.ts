import type { Alert } from './engine.ts';
import { RULE_IDS } from './rules.ts';

/** A time in ms that every date formatter takes: years 2000 to 9999. */
const isDateMs = (v: unknown) =>
  typeof v === 'number' && v >= Date.UTC(2000, 0, 1) && v <= Date.UTC(9999, 11, 31);

/**
 * Whether a stored or imported value is an alert as far as it is shown or computed with (its
 * data's fields are only ever printed).
 */
export function isAlert(v: unknown): v is Alert {
  const a = v as Alert;
  return (
    RULE_IDS.includes(a?.rule) &&
    Object(a.data) === a.data &&
    [a.id, a.key].every((s) => typeof s === 'string') &&
    // Shown as dates: a time beyond what a date takes would break the page.
    [a.start, a.end ?? a.start, a.ack ?? a.start].every(isDateMs)
  );
}
