import type { LiveEntry } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { liveSectionRows, textOr } from '../../ui/live-section-rows.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

/** One value section (`status`, `cells`) as a property/value/unit table; texts translated. */
export function BatteryValuesTable({
  section,
  values,
}: {
  section: string;
  values: Readonly<Record<string, LiveEntry>>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const title = textOr(t, `batteryView.section_${section}`, section);
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <PropertyTable
        headers={[t('batteryView.property'), t('batteryView.value'), t('batteryView.unit')]}
        rows={liveSectionRows(i18n, 'batteryView.value_', values)}
      />
    </section>
  );
}
