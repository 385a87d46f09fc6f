import { parseRules, type Rules } from './rules.ts';

/**
 * Where a companion serves the alert rules it evaluates for the gateway of its origin: `GET` it
 * for `CompanionAlertRules`, `POST` the rules (`{ rules }`, the gateway's admin login) to change
 * them. A device has no such path: it answers with its `index.html`.
 */
export const COMPANION_ALERT_RULES_PATH = '/companion/alerts/rules';

/** The answer of `GET /companion/alerts/rules` (and of a POST that was taken). */
export interface CompanionAlertRules {
  rules: Rules;
  /** Whether the companion sends alerts anywhere (`--mqtt`, `--webhook`): without, it keeps the rules only. */
  sends: boolean;
}

/** Reads a companion's answer; undefined for anything else (a device's page). */
export function readCompanionAlertRules(value: unknown): CompanionAlertRules | undefined {
  const v = value as Partial<CompanionAlertRules> | null;
  const rules = typeof v?.sends === 'boolean' ? parseRules(v.rules) : undefined;
  return rules && { rules, sends: v?.sends === true };
}
