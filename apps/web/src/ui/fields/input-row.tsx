import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useDomId } from '../use-dom-id.ts';
import { FieldRow, hintId } from './field-row.tsx';
import { WithUnit } from './with-unit.tsx';

export interface InputRowProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  unit?: ReactNode;
  /** The input element (a function component gets no `ref` on preact/compat). */
  inputRef?: Ref<HTMLInputElement>;
}

/** The row of `TextField` and `NumberField`: label, the input with its unit, the hint. */
export function InputRow({ label, hint, unit, inputRef, ...input }: InputRowProps) {
  const id = useDomId();
  return (
    <FieldRow id={id} label={label} hint={hint}>
      <WithUnit unit={unit}>
        <input
          ref={inputRef}
          id={id}
          className="form-control"
          aria-describedby={hint ? hintId(id) : undefined}
          {...input}
        />
      </WithUnit>
    </FieldRow>
  );
}
