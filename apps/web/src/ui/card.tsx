import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/** A titled section of a page; `headerClass` tints the header (e.g. `text-bg-primary`). */
export function Card({
  title,
  headerClass = 'text-bg-primary',
  className,
  children,
}: {
  title: ReactNode;
  headerClass?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={classNames('card mb-3', className)}>
      <h2 className={classNames('card-header h6', headerClass)}>{title}</h2>
      <div className="card-body">{children}</div>
    </section>
  );
}
