import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { login } from '../../api/login.ts';
import { navigate, safeReturnUrl, useSearch } from '../../api/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

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

  const invalid = (value: string) => (submitted && !value ? 'form-control is-invalid' : 'form-control');

  return (
    <PageFrame title={t('login.title')}>
      <Card title={t('login.heading')} className="login-card">
        {failure && <Alert variant="danger">{failure}</Alert>}
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label htmlFor="login-username" className="form-label">
              {t('login.username')}
            </label>
            <input
              id="login-username"
              className={invalid(username)}
              name="username"
              autoComplete="username"
              required
              value={username}
              aria-invalid={submitted && !username}
              aria-describedby={submitted && !username ? 'login-username-error' : undefined}
              onChange={(event) => setUsername(event.target.value)}
              // The firmware's user name has no spaces; blocking the key avoids a baffling failure.
              onKeyDown={(event) => event.key === ' ' && event.preventDefault()}
            />
            <div id="login-username-error" className="invalid-feedback">
              {t('login.usernameRequired')}
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor="login-password" className="form-label">
              {t('login.password')}
            </label>
            <input
              id="login-password"
              className={invalid(password)}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={submitted && !password}
              aria-describedby={submitted && !password ? 'login-password-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div id="login-password-error" className="invalid-feedback">
              {t('login.passwordRequired')}
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      </Card>
    </PageFrame>
  );
}
