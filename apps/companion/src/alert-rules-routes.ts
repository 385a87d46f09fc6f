import { COMPANION_ALERT_RULES_PATH, type CompanionAlertRules } from '@dtu/alerts/companion-rules.ts';
import { checkRules, fieldMax, RULE_IDS, type RuleId, ruleFields } from '@dtu/alerts/rules.ts';
import type { FastifyInstance } from 'fastify';
import type { AlertRulesFile } from './alert-rules-file.ts';
import { jsonBodies } from './json-body.ts';

/** Rules are a few hundred bytes; anything much larger is no set of rules. */
const RULES_BODY_LIMIT = 16 * 1024;

/** The most minutes a rule's `clear` may say (fixed per rule; a day, as its `delay`). */
const CLEAR_MAX = fieldMax('offline', 'delay');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a sent change has that the lenient reading of stored rules (`checkRules`) would pass over:
 * a key besides `rules`, a missing or unknown rule, an unknown field, a field that is no whole
 * number in range (`delay: null` included); undefined when there is none.
 */
function strictProblem(body: unknown): string | undefined {
  const sent = isObject(body) ? body.rules : undefined;
  if (!isObject(body) || !isObject(sent)) return 'expected { "rules": { … } } naming every rule';
  const extra = Object.keys(body).filter((key) => key !== 'rules');
  if (extra.length > 0) return `unknown keys: ${extra.join(', ')}`;
  const missing = RULE_IDS.filter((id) => !(id in sent));
  if (missing.length > 0)
    return `expected { "rules": { … } } naming every rule; missing: ${missing.join(', ')}`;
  const unknown = Object.keys(sent).filter((id) => !RULE_IDS.includes(id as RuleId));
  if (unknown.length > 0) return `unknown rules: ${unknown.join(', ')}`;
  for (const id of RULE_IDS) {
    const rule = sent[id];
    if (!isObject(rule)) return `${id}: expected { "on": …, "delay": … }`;
    const maxima: Record<string, number> = { clear: CLEAR_MAX };
    for (const field of ruleFields(id)) maxima[field] = fieldMax(id, field);
    for (const [field, value] of Object.entries(rule)) {
      if (field === 'on') continue;
      const max = maxima[field];
      if (max === undefined) return `${id}.${field}: unknown field`;
      if (!(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max))
        return `${id}.${field}: a whole number from 0 to ${max}`;
    }
  }
  return undefined;
}

/**
 * The alert rules the companion evaluates for this gateway, read and changed by the app's
 * `/alerts` (`companion-rules.ts` in `@dtu/alerts` names the path and the answer). Reading follows
 * the gateway's read-only access, a change needs its admin (`access.ts`), names every rule and
 * nothing else, and is applied at once (`changed`) and kept in the data dir. A refused change
 * leaves the rules as they were and says why.
 */
export function registerAlertRulesRoutes(
  app: FastifyInstance,
  file: AlertRulesFile,
  sends: boolean,
  changed: () => void,
): void {
  const answer = (): CompanionAlertRules => ({ rules: file.get(), sends });
  app.get(COMPANION_ALERT_RULES_PATH, { config: { access: 'read' } }, async () => answer());
  app.register(async (scope) => {
    jsonBodies(scope, RULES_BODY_LIMIT);
    scope.post<{ Body: unknown }>(
      COMPANION_ALERT_RULES_PATH,
      { config: { access: 'admin' } },
      async (req, reply) => {
        const problem = strictProblem(req.body);
        if (problem) return reply.code(400).send({ message: problem });
        const checked = checkRules((req.body as { rules: unknown }).rules);
        if ('problem' in checked) return reply.code(400).send({ message: checked.problem });
        await file.set(checked.rules);
        changed();
        return answer();
      },
    );
  });
}
