import { type ReactNode, useId } from 'react';
import { FieldRow, hintId } from './field-row.tsx';
import { WithUnit } from './with-unit.tsx';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'url' | 'email' | 'date';
  hint?: ReactNode;
  unit?: ReactNode;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  'aria-invalid'?: boolean;
}

/** Labelled text input; limits use the browser's constraint validation. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  unit,
  ...constraints
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <WithUnit unit={unit}>
        <input
          id={id}
          className="form-control"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId(id) : undefined}
          {...constraints}
        />
      </WithUnit>
    </FieldRow>
  );
}
