import type { ReactNode } from 'react';
import { InputRow } from './input-row.tsx';

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
export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  return (
    <InputRow
      type="number"
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => onChange(event.target.valueAsNumber)}
      {...props}
    />
  );
}
