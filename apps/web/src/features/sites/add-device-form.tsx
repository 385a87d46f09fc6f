import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { addRemoteDevice, parseHost } from '../../live/remote-devices.ts';

/** Host (validated as typed on submit) and, for a device without read-only access, its password. */
export function AddDeviceForm({ known }: { known: readonly string[] }) {
  const { t } = useI18n();
  const id = useId();
  const [host, setHost] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'duplicate'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHost(host, known);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    addRemoteDevice(password ? { host: parsed.host, password } : { host: parsed.host });
    setHost('');
    setPassword('');
    setProblem(undefined);
  };

  return (
    <form className="card card-body mb-3" onSubmit={submit} noValidate>
      <div className="mb-3">
        <label htmlFor={`${id}h`} className="form-label">
          {t('sites.host')}
        </label>
        <input
          id={`${id}h`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          aria-invalid={!!problem}
          aria-describedby={`${id}e`}
          autoComplete="off"
          required
        />
        <div id={`${id}e`} className={problem ? 'invalid-feedback' : 'form-text'}>
          {t(problem ? `sites.${problem}` : 'sites.hostHint')}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}p`} className="form-label">
          {t('sites.password')}
        </label>
        <input
          id={`${id}p`}
          className="form-control"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={`${id}q`}
          autoComplete="new-password"
        />
        <div id={`${id}q`} className="form-text">
          {t('sites.passwordHint')}
        </div>
      </div>
      <div>
        <button type="submit" className="btn btn-primary">
          {t('sites.add')}
        </button>
      </div>
    </form>
  );
}
