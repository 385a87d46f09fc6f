import type { ValueObject } from '@dtu/contract';
import { memo, type ReactNode } from 'react';
import type { Formatters } from '../../i18n/format.ts';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TableHead } from '../../ui/table-head.tsx';
import { formatValue } from './format-value.ts';

function isValue(entry: unknown): entry is ValueObject {
  return typeof entry === 'object' && entry !== null && 'v' in entry && 'd' in entry;
}

/** One row; the store keeps a repeated value's object, so unchanged rows are skipped. */
const ValueRow = memo(function ValueRow(props: { label: string; value: ValueObject; format: Formatters }) {
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {props.label}
      </th>
      <td className="text-end text-nowrap">{formatValue(props.format, props.value)}</td>
    </tr>
  );
});

/**
 * One channel (INV, an AC phase or a DC string) as a property/value table. Memoised: a message
 * that leaves this channel's values as they were (same object in the store) skips the card.
 */
export const ValueCard = memo(function ValueCard({
  title,
  values,
  footer,
}: {
  title: string;
  values: object;
  footer?: ReactNode;
}) {
  const { t, format } = useI18n();
  const rows = Object.entries(values).filter((row): row is [string, ValueObject] => isValue(row[1]));
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <table className="table table-sm table-striped mb-0">
        <TableHead className="visually-hidden" columns={[t('liveView.property'), t('liveView.value')]} />
        <tbody>
          {rows.map(([field, value]) => {
            const key = `liveView.${field}`;
            return (
              <ValueRow key={field} label={hasMessage(key) ? t(key) : field} value={value} format={format} />
            );
          })}
        </tbody>
      </table>
      {footer}
    </section>
  );
});
