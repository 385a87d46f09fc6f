import type { ReactNode } from 'react';
import { InputRow } from './input-row.tsx';

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
  /**
   * Why a value fails `pattern`, in the device's words (its response code's text): the form's
   * list of invalid fields shows it, the browser its tooltip (the `title` of a patterned input).
   */
  patternReason?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
  'aria-invalid'?: boolean;
}

/** Labelled text input; limits use the browser's constraint validation. */
export function TextField({ onChange, type = 'text', patternReason, ...props }: TextFieldProps) {
  return (
    <InputRow
      type={type}
      onChange={(event) => onChange(event.target.value)}
      title={patternReason}
      {...props}
    />
  );
}
