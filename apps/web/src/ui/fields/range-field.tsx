import { type ReactNode, useId } from 'react';
import { FieldRow, hintId } from './field-row.tsx';

export interface RangeFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Text of the value display and of `aria-valuetext` (e.g. "12 dBm"). */
  format?: (value: number) => string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Slider with its current value written next to it (a slider alone shows no number). */
export function RangeField({
  label,
  value,
  onChange,
  format = String,
  hint,
  ...constraints
}: RangeFieldProps) {
  const id = useId();
  const text = format(value);
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <div className="d-flex align-items-center gap-3">
        <input
          id={id}
          // The browser's own slider (it follows the theme's colour scheme), not Bootstrap's
          // restyled one: about 300 B less CSS in flash for the same control.
          className="w-100"
          type="range"
          value={value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          aria-valuetext={text}
          aria-describedby={hint ? hintId(id) : undefined}
          {...constraints}
        />
        <output htmlFor={id} className="text-nowrap">
          {text}
        </output>
      </div>
    </FieldRow>
  );
}
