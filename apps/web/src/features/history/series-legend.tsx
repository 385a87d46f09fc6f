import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { COLORS } from './chart-format.ts';

/** Series shown in the legend's line before the rest folds away. */
const SHOWN = 5;

const entry = (label: string, i: number) => (
  <li key={i} className="list-inline-item">
    <span aria-hidden="true" style={{ color: COLORS[i % COLORS.length] }}>
      ■
    </span>{' '}
    {label}
  </li>
);

/**
 * The chart's legend on one line: the first series with their colours, then the marks of the
 * other lines (`extras`); beyond six series the rest folds under "+N more".
 */
export function SeriesLegend({ labels, extras }: { labels: readonly string[]; extras: ReactNode }) {
  const { t } = useI18n();
  const shown = labels.length > SHOWN + 1 ? SHOWN : labels.length;
  const entries = labels.map(entry);
  return (
    <div className="small mb-1">
      <ul className="list-inline d-inline mb-0" aria-label={t('history.legendName')}>
        {entries.slice(0, shown)}
        {extras}
      </ul>
      {shown < labels.length && (
        <details className="d-inline-block align-top ms-2">
          <summary>{t('history.legendMore', { count: labels.length - shown })}</summary>
          <ul className="list-inline mb-0">{entries.slice(shown)}</ul>
        </details>
      )}
    </div>
  );
}
