import type { LiveEntry } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { liveSectionRows, textOr } from '../../ui/live-section-rows.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

/** One section of the grid charger (input, output, device, …) as a property/value/unit table. */
export function RectifierTable({
  section,
  entries,
}: {
  section: string;
  entries: Readonly<Record<string, LiveEntry>>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const title = textOr(t, `rectifierView.${section}`, section);
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <PropertyTable
        headers={[t('rectifierView.property'), t('rectifierView.value'), t('rectifierView.unit')]}
        rows={liveSectionRows(i18n, 'rectifierView.', entries)}
      />
    </section>
  );
}
