import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldRow, hintId } from './field-row.tsx';
import { WithUnit } from './with-unit.tsx';

export interface InputRowProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  unit?: ReactNode;
}

/** The row of `TextField` and `NumberField`: label, the input with its unit, the hint. */
export function InputRow({ label, hint, unit, ...input }: InputRowProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <WithUnit unit={unit}>
        <input id={id} className="form-control" aria-describedby={hint ? hintId(id) : undefined} {...input} />
      </WithUnit>
    </FieldRow>
  );
}
