import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { addRemoteDevice, parseHost } from '../../live/remote-devices.ts';
import { TextField } from '../../ui/fields/text-field.tsx';

/** Host (validated as typed on submit) and, for a device without read-only access, its password. */
export function AddDeviceForm({ known }: { known: readonly string[] }) {
  const { t } = useI18n();
  const [host, setHost] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'duplicate'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHost(host, known);
    setProblem('problem' in parsed ? parsed.problem : undefined);
    if ('problem' in parsed) return;
    addRemoteDevice(password ? { host: parsed.host, password } : parsed);
    setHost('');
    setPassword('');
  };

  return (
    <form className="card card-body mb-3" onSubmit={submit} noValidate>
      <TextField
        label={t('networkSettings.hostname')}
        value={host}
        onChange={setHost}
        aria-invalid={!!problem}
        hint={problem ? <span className="text-danger">{t(`sites.${problem}`)}</span> : t('sites.hostHint')}
        autoComplete="off"
        required
      />
      <TextField
        label={t('login.password')}
        type="password"
        value={password}
        onChange={setPassword}
        hint={t('sites.passwordHint')}
        autoComplete="new-password"
      />
      <div>
        <button type="submit" className="btn btn-primary">
          {t('sites.add')}
        </button>
      </div>
    </form>
  );
}
