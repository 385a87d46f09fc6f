import type { BatteryEntry } from '@dtu/contract';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

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
      <PropertyTable
        headers={[t('batteryView.property'), t('batteryView.value'), t('batteryView.unit')]}
        rows={Object.entries(values).map(([name, entry]) => {
          const key = `batteryView.value_${name}`;
          const label = hasMessage(key) ? t(key) : name;
          return typeof entry === 'string'
            ? { key: name, label, value: flagText(entry, t) }
            : {
                key: name,
                label,
                value: format.decimal(entry.v, Math.max(0, Math.trunc(entry.d || 0))),
                unit: entry.u,
              };
        })}
      />
    </section>
  );
}

function flagText(text: string, t: ReturnType<typeof useI18n>['t']): string {
  if (text === 'yes') return t('common.yes');
  if (text === 'no') return t('common.no');
  return text;
}
