import type { ReactNode } from 'react';
import { classNames } from '../class-names.ts';

export interface FieldRowProps {
  id: string;
  label: ReactNode;
  /** Explanation under the control, linked with `aria-describedby` by the fields. */
  hint?: ReactNode;
  children: ReactNode;
  /** Classes added to the control's column. */
  controlClass?: string;
}

export const hintId = (id: string) => `${id}-hint`;

/** Horizontal form row: label on the left (above on phones), control and hint on the right. */
export function FieldRow({ id, label, hint, children, controlClass }: FieldRowProps) {
  return (
    <div className="row mb-3">
      <label htmlFor={id} className="col-sm-4 col-lg-3 col-form-label">
        {label}
      </label>
      <div className={classNames('col-sm-8 col-lg-9', controlClass)}>
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
