import type { BatteryEntry } from '@dtu/contract';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

/** One value section (`status`, `cells`) as a property/value/unit table; yes/no flags translated. */
export function BatteryValuesTable({
  section,
  values,
}: {
  section: string;
  values: Record<string, BatteryEntry>;
}) {
  const { t, format } = useI18n();
  const titleKey = `batteryView.section_${section}`;
  const title = hasMessage(titleKey) ? t(titleKey) : section;
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <table className="table table-sm table-striped mb-0">
        <thead>
          <tr>
            <th scope="col">{t('batteryView.property')}</th>
            <th scope="col" className="text-end">
              {t('batteryView.value')}
            </th>
            <th scope="col">{t('batteryView.unit')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(values).map(([name, entry]) => {
            const key = `batteryView.value_${name}`;
            return (
              <tr key={name}>
                <th scope="row" className="fw-normal">
                  {hasMessage(key) ? t(key) : name}
                </th>
                {typeof entry === 'string' ? (
                  <>
                    <td className="text-end">{flagText(entry, t)}</td>
                    <td />
                  </>
                ) : (
                  <>
                    <td className="text-end">
                      {format.decimal(entry.v, Math.max(0, Math.trunc(entry.d || 0)))}
                    </td>
                    <td>{entry.u}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function flagText(text: string, t: ReturnType<typeof useI18n>['t']): string {
  if (text === 'yes') return t('common.yes');
  if (text === 'no') return t('common.no');
  return text;
}
