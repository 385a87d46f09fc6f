import type { ReactNode } from 'react';
import type { Bound } from './bind.ts';

export interface InlineSwitchProps extends Bound<boolean> {
  id: string;
  label: ReactNode;
  /** Spacing classes of the switch among its neighbours. */
  className: string;
  title?: string;
}

/** A switch with its label on its right, for a toolbar rather than a form row (`CheckField`). */
export function InlineSwitch({ id, label, value, onChange, className, title }: InlineSwitchProps) {
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked={value}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id} title={title}>
        {label}
      </label>
    </div>
  );
}
