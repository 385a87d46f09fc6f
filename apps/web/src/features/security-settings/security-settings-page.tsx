import { PASSWORD_MAX, PASSWORD_MIN, type SecurityConfig } from '@dtu/contract';
import { useState } from 'react';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

/** Same rule as minLength/maxLength, but also enforced for values the browser did not see typed. */
const LENGTH_PATTERN = `.{${PASSWORD_MIN},${PASSWORD_MAX}}`;

/** `/settings/security`: admin password (entered twice) and read-only access. */
export function SecuritySettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<SecurityConfig>('/api/security/config');
  const [repeat, setRepeat] = useState<string>();
  const [mismatch, setMismatch] = useState(false);

  // The repeat field starts with the password the device sent, like the password field.
  if (repeat === undefined && form.values) setRepeat(form.values.password);
  const repeated = repeat ?? '';
  const reload = form.reload;
  const guardedForm = {
    ...form,
    reload: async () => {
      setMismatch(false);
      await reload();
      setRepeat(undefined);
    },
  };

  return (
    <SettingsPage
      title={t('securitySettings.title')}
      form={guardedForm}
      beforeSave={(values) => {
        const equal = values.password === repeated;
        setMismatch(!equal);
        return equal;
      }}
    >
      {(values, update) => (
        <>
          {mismatch && <Alert variant="warning">{t('common.passwordsNotEqual')}</Alert>}
          <Card title={t('securitySettings.passwordCard')}>
            <TextField
              label={t('securitySettings.password')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(v) => update('password', v)}
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              pattern={LENGTH_PATTERN}
              hint={t('securitySettings.passwordHint')}
            />
            <TextField
              label={t('securitySettings.repeat')}
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={setRepeat}
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              pattern={LENGTH_PATTERN}
            />
          </Card>
          <Card title={t('securitySettings.permissionsCard')}>
            <CheckField
              switch
              label={t('securitySettings.allowReadonly')}
              checked={values.allow_readonly}
              onChange={(v) => update('allow_readonly', v)}
            />
          </Card>
        </>
      )}
    </SettingsPage>
  );
}
