import { PASSWORD_MAX, PASSWORD_MIN, type SecurityConfig } from '@dtu/contract';
import { useState } from 'react';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

/** `/settings/security`: admin password (entered twice) and read-only access. */
export function SecuritySettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<SecurityConfig>('/api/security/config');
  const [repeat, setRepeat] = useState<string>();
  const [mismatch, setMismatch] = useState(false);

  // Until the user touches the repeat field it mirrors the stored password.
  const repeated = repeat ?? form.values?.password ?? '';
  const reload = form.reload;
  const guardedForm = {
    ...form,
    reload: async () => {
      setRepeat(undefined);
      setMismatch(false);
      await reload();
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
