import type { ReactNode } from 'react';

/** Wraps a control in an input group when a unit (W, %, s) follows the value. */
export function WithUnit({ unit, children }: { unit?: ReactNode; children: ReactNode }) {
  if (unit === undefined) return children;
  return (
    <div className="input-group">
      {children}
      <span className="input-group-text">{unit}</span>
    </div>
  );
}
