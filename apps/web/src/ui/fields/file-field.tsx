import { type ReactNode, useId } from 'react';
import { FieldRow } from './field-row.tsx';

export interface FileFieldProps {
  label: ReactNode;
  /** The file types the picker offers (`accept`). */
  accept?: string;
  onChange: (file: File | undefined) => void;
}

/** Labelled file picker in the form's row layout; hands back the first chosen file. */
export function FileField({ label, accept, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label}>
      <input
        id={id}
        className="form-control"
        type="file"
        accept={accept}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
    </FieldRow>
  );
}
