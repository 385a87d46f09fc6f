import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import type { Variant } from './variant.ts';

/** A status label; its text must carry the meaning, the colour only supports it. */
export function Badge({
  variant,
  className,
  children,
}: {
  variant: Variant;
  className?: string;
  children: ReactNode;
}) {
  return <span className={classNames('badge', `text-bg-${variant}`, className)}>{children}</span>;
}
