import { fieldMax, RULE_IDS, ruleFields } from '@dtu/alerts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { beep } from './beep.ts';
import { useAlertRulesForm } from './use-alert-rules-form.ts';

/** `/alerts`: the rules (on/off, durations, thresholds) and the sound; a companion's rules when one serves the page. */
export function AlertsPage() {
  const { t } = useI18n();
  const { form, companion } = useAlertRulesForm();

  return (
    <SettingsPage title={t('alerts.rules')} form={form}>
      {({ rules, sound }) => (
        <>
          {companion && (
            <Alert variant={companion.sends ? 'info' : 'warning'}>
              {t(companion.sends ? 'alerts.companionRules' : 'alerts.companionSilent')}
            </Alert>
          )}
          {RULE_IDS.map((id) => {
            const rule = rules[id];
            const title = t(`alerts.${id}`);
            const set = (patch: object) => form.update('rules', { ...rules, [id]: { ...rule, ...patch } });
            const about = `${id}-about`;
            const end = (rule.limit ?? 0) + (id === 'soc' ? 1 : -1) * (rule.hyst ?? 0);
            return (
              <fieldset key={id} className="border rounded px-3 pt-2 mb-3" aria-describedby={about}>
                <legend className="h6 mb-1">{title}</legend>
                <p id={about} className="small text-body-secondary mb-2">
                  {t(`alerts.${id}About`, { delay: rule.delay, limit: rule.limit ?? 0, end })}
                </p>
                <CheckField
                  switch
                  label={t('common.enabled')}
                  value={rule.on}
                  onChange={(on) => set({ on })}
                />
                {/* A rule that is off needs no durations or thresholds. */}
                {rule.on &&
                  ruleFields(id).map((field) => (
                    <NumberField
                      key={field}
                      label={
                        <>
                          {t(field === 'hyst' ? 'common.hysteresis' : `alerts.${field}`)}
                          <span className="visually-hidden"> ({title})</span>
                        </>
                      }
                      value={rule[field] ?? 0}
                      onChange={(value) => set({ [field]: value })}
                      min={0}
                      max={fieldMax(id, field)}
                      required
                      unit={field === 'delay' ? 'min' : id === 'soc' ? '%' : 'W'}
                    />
                  ))}
              </fieldset>
            );
          })}
          <CheckField
            switch
            label={t('alerts.sound')}
            value={sound}
            onChange={(on) => {
              // Switching it on is the user action that allows the page to play sound.
              if (on) beep();
              form.update('sound', on);
            }}
          />
        </>
      )}
    </SettingsPage>
  );
}
