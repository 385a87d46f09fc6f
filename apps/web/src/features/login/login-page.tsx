import { type FormEvent, useState } from 'react';
import { login } from '../../api/login.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { isApiError } from '../../net/client.ts';
import { navigate, safeReturnUrl, useSearch } from '../../net/navigation.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { LoginField } from './login-field.tsx';

/** Username and password, checked by the device; afterwards back to `returnUrl` (default /). */
export function LoginPage() {
  const { t } = useI18n();
  const search = useSearch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (!username || !password) return;
    setBusy(true);
    try {
      await login(username, password);
      navigate(safeReturnUrl(new URLSearchParams(search).get('returnUrl')));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('login.invalidCredentials'));
      setBusy(false);
    }
  };

  return (
    <PageFrame title={t('login.title')}>
      <Card title={t('login.heading')} className="login-card">
        {failure && <Alert variant="danger">{failure}</Alert>}
        <form noValidate onSubmit={onSubmit}>
          <LoginField name="username" value={username} onChange={setUsername} submitted={submitted} />
          <LoginField name="password" value={password} onChange={setPassword} submitted={submitted} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      </Card>
    </PageFrame>
  );
}
