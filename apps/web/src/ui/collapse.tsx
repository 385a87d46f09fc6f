import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/**
 * Shows or hides its content with Bootstrap's `collapse` classes. No height animation: it
 * would need measuring code and reduced-motion handling for little gain.
 */
export function Collapse({
  open,
  id,
  className,
  children,
  ...rest
}: {
  open: boolean;
  id: string;
  className?: string;
  children: ReactNode;
  role?: 'region';
  'aria-labelledby'?: string;
}) {
  return (
    <div id={id} className={classNames('collapse', open && 'show', className)} {...rest}>
      {children}
    </div>
  );
}
