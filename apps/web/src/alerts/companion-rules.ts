import type { Rules } from '@dtu/alerts';
import { COMPANION_ALERT_RULES_PATH, type CompanionAlertRules, readCompanionAlertRules } from '@dtu/alerts';
import { useEffect, useState } from 'react';
import { postJson } from '../history/companion-store.ts';
import { apiGet } from '../net/client.ts';
import { alertSettings } from './alert-store.ts';

/** This browser follows the companion's rules too, so one set of rules is what watches. */
function follow(answer: CompanionAlertRules): CompanionAlertRules {
  alertSettings.set({ ...alertSettings.get(), rules: answer.rules });
  return answer;
}

/**
 * The rules of the companion that serves this page (it answers `/companion/alerts/rules`), or
 * null on a device (which answers that path with its `index.html`) or when it cannot be asked.
 */
export async function readCompanionRules(): Promise<CompanionAlertRules | null> {
  const answer = await apiGet<unknown>(COMPANION_ALERT_RULES_PATH, { quiet: true }).catch(() => undefined);
  const read = readCompanionAlertRules(answer);
  return read ? follow(read) : null;
}

/** Sends the rules to the companion (the session's admin login); rejects with its `ApiError` when refused. */
export async function saveCompanionRules(rules: Rules): Promise<CompanionAlertRules> {
  const answer = readCompanionAlertRules(await postJson<unknown>(COMPANION_ALERT_RULES_PATH, { rules }));
  if (!answer) throw new Error('not a companion');
  return follow(answer);
}

/** The companion's rules: undefined while asking, null without a companion. */
export function useCompanionRules(): CompanionAlertRules | null | undefined {
  const [rules, setRules] = useState<CompanionAlertRules | null>();
  useEffect(() => {
    let live = true;
    void readCompanionRules().then((answer) => live && setRules(answer));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
