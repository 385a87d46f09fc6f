import type { ValueObject } from '@dtu/contract';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatValue } from './format-value.ts';

function isValue(entry: unknown): entry is ValueObject {
  return typeof entry === 'object' && entry !== null && 'v' in entry && 'd' in entry;
}

/** One channel (INV, an AC phase or a DC string) as a property/value table. */
export function ValueCard({ title, values }: { title: string; values: object }) {
  const { t, format } = useI18n();
  const rows = Object.entries(values).filter((row): row is [string, ValueObject] => isValue(row[1]));
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <table className="table table-sm table-striped mb-0">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('liveView.property')}</th>
            <th scope="col">{t('liveView.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, value]) => {
            const key = `liveView.${field}`;
            return (
              <tr key={field}>
                <th scope="row" className="fw-normal">
                  {hasMessage(key) ? t(key) : field}
                </th>
                <td className="text-end text-nowrap">{formatValue(format, value)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
