import { type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

/**
 * A chart's table equivalent, folded under "Table"; each row's first cell heads the row. `rows`
 * as a function is called only while the table is unfolded: a day's 96 rows of a dozen
 * formatted cells are not built (nor rendered) for a table nobody opened.
 */
export function HistoryTable({
  label,
  head,
  rows,
  open,
}: {
  label?: string;
  head: string[];
  rows: ReactNode[][] | (() => ReactNode[][]);
  open?: boolean;
}) {
  const { t } = useI18n();
  const [unfolded, setUnfolded] = useState(open ?? false);
  const body = typeof rows === 'function' ? (unfolded ? rows() : []) : rows;
  return (
    <details open={open} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
      <summary>{t('history.table')}</summary>
      <div className="table-responsive">
        <table className="table table-sm" aria-label={label}>
          <thead>
            <tr>
              {head.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
                <th scope="col" key={i}>
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map(([first, ...cells], r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt as a whole
              <tr key={r}>
                <th scope="row">{first}</th>
                {cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
