import { type ReactNode, useId } from 'react';
import { FieldRow, hintId } from './field-row.tsx';
import { WithUnit } from './with-unit.tsx';

export interface NumberFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Default 1; use "any" or 0.01 for fractional values. */
  step?: number | 'any';
  hint?: ReactNode;
  unit?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Labelled number input. An emptied field reports NaN, which the form keeps until the user
 * types a number; `required` then stops the save through constraint validation.
 */
export function NumberField({ label, value, onChange, hint, unit, ...constraints }: NumberFieldProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <WithUnit unit={unit}>
        <input
          id={id}
          className="form-control"
          type="number"
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          aria-describedby={hint ? hintId(id) : undefined}
          {...constraints}
        />
      </WithUnit>
    </FieldRow>
  );
}
