import { type ApiResponse, GENERIC_CODE_MESSAGES } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { type AlertSettings, alertSettings } from '../../alerts/alert-store.ts';
import { readCompanionRules, saveCompanionRules, useCompanionRules } from '../../alerts/companion-rules.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiError } from '../../net/client.ts';

/** The answer of a save that no device gave: the catalogue's own 1001, so it reads as every page's. */
const SAVED: ApiResponse = { type: 'success', message: GENERIC_CODE_MESSAGES[1001] ?? '', code: 1001 };

/**
 * The `/alerts` form: the rules and the sound of this browser; when a companion serves the page,
 * the rules are the companion's (read from it and saved to it with the admin login, and followed
 * by this browser), so one set of rules is what watches. `companion`: undefined while asking, null
 * without one, else whether it sends alerts anywhere.
 */
export function useAlertRulesForm() {
  const { t } = useI18n();
  const companion = useCompanionRules();
  const [values, setValues] = useState<AlertSettings>();
  const [response, setResponse] = useState<ApiResponse>();
  const [saving, setSaving] = useState(false);
  // Once it is known whether a companion serves the page (its rules are then this browser's too).
  useEffect(() => {
    if (companion !== undefined) setValues(alertSettings.get());
  }, [companion]);

  const refused = (error: unknown): ApiResponse => ({
    type: 'danger',
    message:
      error instanceof ApiError && error.status === 401
        ? t('alerts.companionLogin')
        : t('alerts.companionRefused', { reason: (error as Error).message }),
  });
  const form = {
    values,
    loading: values === undefined,
    saving,
    update: <K extends keyof AlertSettings>(key: K, value: AlertSettings[K]) =>
      setValues((v) => v && { ...v, [key]: value }),
    reload: async () => {
      if (companion) await readCompanionRules();
      setValues(alertSettings.get());
    },
    save: async () => {
      if (!values) return undefined;
      let answer = SAVED;
      setSaving(true);
      try {
        if (companion) await saveCompanionRules(values.rules);
        alertSettings.set(values);
      } catch (error) {
        // Nothing changes where the companion refused: neither its rules nor this browser's.
        answer = refused(error);
      } finally {
        setSaving(false);
      }
      setResponse(answer);
      return answer;
    },
    response,
    dismissResponse: () => setResponse(undefined),
  };
  return { form, companion };
}
