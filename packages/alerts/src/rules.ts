/**
 * One rule's settings: `delay` minutes the condition must hold before it alerts, `clear` minutes
 * it must be gone before the alert ends (fixed per rule); `limit` and `hyst` only for the
 * threshold rules (SoC in %, grid import in W): the alert ends at `limit ± hyst`.
 */
export interface RuleConfig {
  on: boolean;
  delay: number;
  clear: number;
  limit?: number;
  hyst?: number;
}

/** The rules' ids, in the order the settings list them (the order of `DEFAULT_RULES`). */
export type RuleId =
  | 'unreachable'
  | 'noon'
  | 'event'
  | 'weak'
  | 'soc'
  | 'grid'
  | 'limiter'
  | 'command'
  | 'offline';

export type Rules = Readonly<Record<RuleId, RuleConfig>>;

export const DEFAULT_RULES: Rules = {
  unreachable: { on: true, delay: 15, clear: 2 },
  noon: { on: true, delay: 10, clear: 2 },
  event: { on: true, delay: 0, clear: 0 },
  weak: { on: true, delay: 0, clear: 0 },
  soc: { on: false, delay: 5, clear: 2, limit: 20, hyst: 5 },
  grid: { on: false, delay: 10, clear: 2, limit: 3000, hyst: 200 },
  limiter: { on: true, delay: 1, clear: 0 },
  command: { on: true, delay: 0, clear: 0 },
  offline: { on: true, delay: 2, clear: 0 },
};

export const RULE_IDS = Object.keys(DEFAULT_RULES) as RuleId[];

/** The fields the user edits. */
export type RuleField = 'delay' | 'limit' | 'hyst';

/** Largest value of a field (whole numbers from 0); the thresholds' depend on the rule's unit. */
export const fieldMax = (rule: RuleId, field: RuleField): number =>
  field === 'delay' ? 1440 : rule !== 'soc' ? 100_000 : field === 'hyst' ? 50 : 100;

/** The fields a rule has, in display order. */
export const ruleFields = (rule: RuleId): RuleField[] =>
  DEFAULT_RULES[rule].limit === undefined ? ['delay'] : ['delay', 'limit', 'hyst'];

/**
 * Reads stored, imported or sent rules (a missing rule or field keeps its default): the rules, or
 * what is wrong with them (`grid.limit: …`), named for the one who sent them.
 */
export function checkRules(value: unknown): { rules: Rules } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: 'rules: not an object' };
  const result: Partial<Record<RuleId, RuleConfig>> = {};
  for (const id of RULE_IDS) {
    const rule = (value as Record<string, unknown>)[id] as Record<string, unknown> | undefined;
    if (rule === undefined) {
      result[id] = DEFAULT_RULES[id];
      continue;
    }
    if (typeof rule !== 'object' || rule === null || typeof rule.on !== 'boolean')
      return { problem: `${id}.on: true or false` };
    const config: RuleConfig = { ...DEFAULT_RULES[id], on: rule.on };
    for (const field of ruleFields(id)) {
      const value = (rule[field] ?? config[field]) as number;
      if (!(Number.isInteger(value) && value >= 0 && value <= fieldMax(id, field)))
        return { problem: `${id}.${field}: a whole number from 0 to ${fieldMax(id, field)}` };
      config[field] = value;
    }
    result[id] = config;
  }
  return { rules: result as Rules };
}

/** Reads stored or imported rules (a missing rule or field keeps its default); undefined when anything is malformed. */
export function parseRules(value: unknown): Rules | undefined {
  const checked = checkRules(value);
  return 'rules' in checked ? checked.rules : undefined;
}
