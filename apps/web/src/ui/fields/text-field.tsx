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
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
  'aria-invalid'?: boolean;
}

/** Labelled text input; limits use the browser's constraint validation. */
export function TextField({ onChange, type = 'text', ...props }: TextFieldProps) {
  return <InputRow type={type} onChange={(event) => onChange(event.target.value)} {...props} />;
}
