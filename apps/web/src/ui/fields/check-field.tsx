import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names.ts';
import { FieldRow, hintId } from './field-row.tsx';

export interface CheckFieldProps {
  label: ReactNode;
  value: boolean;
  onChange: (checked: boolean) => void;
  /** Render as a switch (on/off setting) instead of a checkbox. */
  switch?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Checkbox or switch aligned with the other rows; the label sits in the left column. */
export function CheckField({ label, value, onChange, switch: isSwitch, hint, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} hint={hint} controlClass="d-flex flex-column justify-content-center">
      <div className={classNames('form-check', isSwitch && 'form-switch')}>
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role={isSwitch ? 'switch' : undefined}
          checked={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId(id) : undefined}
        />
      </div>
    </FieldRow>
  );
}
