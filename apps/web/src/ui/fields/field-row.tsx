import type { ReactNode } from 'react';

export interface FieldRowProps {
  id: string;
  label: ReactNode;
  /** Explanation under the control, linked with `aria-describedby` by the fields. */
  hint?: ReactNode;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;

/** Horizontal form row: label on the left (above on phones), control and hint on the right. */
export function FieldRow({ id, label, hint, children }: FieldRowProps) {
  return (
    <div className="row mb-3">
      <label htmlFor={id} className="col-sm-4 col-lg-3 col-form-label">
        {label}
      </label>
      <div className="col-sm-8 col-lg-9">
        {children}
        {hint && (
          <div id={hintId(id)} className="form-text">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}
