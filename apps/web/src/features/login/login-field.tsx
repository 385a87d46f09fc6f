import type { InputHTMLAttributes } from 'react';

interface LoginFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> {
  name: 'username' | 'password';
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether Login was pressed: an empty field then turns red and says it is required. */
  submitted: boolean;
  requiredText: string;
}

/** One of the login form's two required inputs, with its own message when left empty. */
export function LoginField({
  name,
  label,
  value,
  onChange,
  submitted,
  requiredText,
  ...input
}: LoginFieldProps) {
  const id = `login-${name}`;
  const missing = submitted && !value;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={missing ? 'form-control is-invalid' : 'form-control'}
        name={name}
        required
        value={value}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      <div id={`${id}-error`} className="invalid-feedback">
        {requiredText}
      </div>
    </div>
  );
}
