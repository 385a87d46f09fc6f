import { COMPANION_ALERT_RULES_PATH, type CompanionAlertRules, checkRules, RULE_IDS } from '@dtu/alerts';
import type { FastifyInstance } from 'fastify';
import type { AlertRulesFile } from './alert-rules-file.ts';
import { jsonBodies } from './json-body.ts';

/** Rules are a few hundred bytes; anything much larger is no set of rules. */
const RULES_BODY_LIMIT = 16 * 1024;

/**
 * The alert rules the companion evaluates for this gateway, read and changed by the app's
 * `/alerts` (`companion-rules.ts` in `@dtu/alerts` names the path and the answer). Reading is
 * open like the records; a change needs the gateway's admin (`allowed(authorization)` asks it),
 * names every rule, and is applied at once (`changed`) and kept in the data dir. A refused change
 * leaves the rules as they were.
 */
export function registerAlertRulesRoutes(
  app: FastifyInstance,
  file: AlertRulesFile,
  sends: boolean,
  allowed: (authorization: string | undefined) => Promise<boolean>,
  changed: () => void,
): void {
  const answer = (): CompanionAlertRules => ({ rules: file.get(), sends });
  app.get(COMPANION_ALERT_RULES_PATH, async () => answer());
  app.register(async (scope) => {
    jsonBodies(scope, RULES_BODY_LIMIT);
    scope.post<{ Body: { rules?: unknown } | null }>(COMPANION_ALERT_RULES_PATH, async (req, reply) => {
      if (!(await allowed(req.headers.authorization)))
        return reply.code(401).send({ message: "the gateway's admin login is needed to change the rules" });
      const sent = req.body?.rules as Record<string, unknown> | undefined;
      const missing = RULE_IDS.filter((id) => typeof sent !== 'object' || sent === null || !(id in sent));
      if (missing.length > 0)
        return reply
          .code(400)
          .send({ message: `expected { "rules": { … } } naming every rule; missing: ${missing.join(', ')}` });
      const checked = checkRules(sent);
      if ('problem' in checked) return reply.code(400).send({ message: checked.problem });
      await file.set(checked.rules);
      changed();
      return answer();
    });
  });
}
