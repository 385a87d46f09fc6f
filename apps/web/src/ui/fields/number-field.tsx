import { type ReactNode, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <InputRow
      inputRef={input}
      type="number"
      value={shown(input.current, value)}
      onChange={(event) => onChange(event.target.valueAsNumber)}
      {...props}
    />
  );
}

/**
 * The input's own text while it means `value` ("53." or "0.0" on the way to "53.25" or "0.05"),
 * else the number. preact/compat writes `value` into the input on every render where it is not
 * the input's text (React compares the numbers): 53 written over "53." would drop the point
 * as it is typed, since every keystroke renders the form again.
 */
function shown(input: HTMLInputElement | null, value: number): string | number {
  if (input && Object.is(input.valueAsNumber, value)) return input.value;
  return Number.isNaN(value) ? '' : value;
}
