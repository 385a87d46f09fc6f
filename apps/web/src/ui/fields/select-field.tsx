import { type ReactNode, useId } from 'react';
import { FieldRow, hintId } from './field-row.tsx';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  hint?: ReactNode;
  disabled?: boolean;
  /** With a first option of value `""`, the browser refuses to submit until another is chosen. */
  required?: boolean;
}

/** Labelled select; the chosen value comes back with the option's own type (number stays number). */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
  disabled,
  required,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <select
        id={id}
        className="form-select"
        value={String(value)}
        disabled={disabled}
        required={required}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        aria-describedby={hint ? hintId(id) : undefined}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldRow>
  );
}
