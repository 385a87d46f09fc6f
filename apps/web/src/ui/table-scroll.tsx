import type { ReactNode } from 'react';

/**
 * Bootstrap's `table-responsive` for tables without controls: on a phone such a table can
 * scroll sideways, so the wrapper takes focus (arrow keys scroll it) and is a named region.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-responsive" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
