import type { KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

interface LoginFieldProps {
  name: 'username' | 'password';
  value: string;
  onChange: (value: string) => void;
  /** Whether Login was pressed: an empty field then turns red and says it is required. */
  submitted: boolean;
}

// The firmware's user name has no spaces; blocking the key avoids a baffling failure.
const blockSpace = (event: KeyboardEvent) => event.key === ' ' && event.preventDefault();

/** One of the login form's two required inputs, with its own message when left empty. */
export function LoginField({ name, value, onChange, submitted }: LoginFieldProps) {
  const { t } = useI18n();
  const id = `login-${name}`;
  const missing = submitted && !value;
  const password = name === 'password';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t(`login.${name}`)}
      </label>
      <input
        id={id}
        className={missing ? 'form-control is-invalid' : 'form-control'}
        type={password ? 'password' : undefined}
        name={name}
        autoComplete={password ? 'current-password' : 'username'}
        required
        value={value}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={password ? undefined : blockSpace}
      />
      <div id={`${id}-error`} className="invalid-feedback">
        {t(`login.${name}Required`)}
      </div>
    </div>
  );
}
