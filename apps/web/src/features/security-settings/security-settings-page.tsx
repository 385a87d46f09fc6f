import { PASSWORD_MAX, PASSWORD_MIN, type SecurityConfig } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { updateStoredPassword } from '../../net/session.ts';
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
  // The next call must not send the user to the login page with the old password.
  const form = useSettingsForm<SecurityConfig>('/api/security/config', {
    onSaved: (saved) => updateStoredPassword(saved.password),
  });
  const [repeated, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const password = form.values?.password;

  // Each finished load (first one and Cancel) fills the repeat field with the device's password,
  // like the password field; edits in between must not reset it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per load, not per keystroke
  useEffect(() => {
    if (form.loading) return;
    setRepeat(password ?? '');
    setMismatch(false);
  }, [form.loading]);

  return (
    <SettingsPage
      title={t('securitySettings.title')}
      form={form}
      beforeSave={(values) => {
        const equal = values.password === repeated;
        setMismatch(!equal);
        return equal;
      }}
    >
      {(_, bind) => (
        <>
          {mismatch && <Alert variant="warning">{t('common.passwordsNotEqual')}</Alert>}
          <Card title={t('securitySettings.passwordCard')}>
            <TextField
              label={t('securitySettings.password')}
              type="password"
              autoComplete="new-password"
              {...bind('password')}
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
            <CheckField switch label={t('securitySettings.allowReadonly')} {...bind('allow_readonly')} />
          </Card>
        </>
      )}
    </SettingsPage>
  );
}
