import type { LiveEntry } from '@dtu/contract';
import { useI18n } from '../i18n/use-i18n.ts';
import { liveSectionRows, textOr } from './live-section-rows.ts';
import { PropertyTable } from './property-table.tsx';

/**
 * One section of a device's live view (battery, grid charger) as a named card with a
 * property/value/unit table. `ns` is the screen's namespace: its `property`, `value`, `unit`
 * headers, the title `<ns>.<titlePrefix><section>` and the labels `<ns>.<labelPrefix><name>`.
 */
export function LiveSectionCard({
  ns,
  section,
  entries,
  titlePrefix = '',
  labelPrefix = '',
}: {
  ns: 'batteryView' | 'rectifierView';
  section: string;
  entries: Readonly<Record<string, LiveEntry>>;
  titlePrefix?: string;
  labelPrefix?: string;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const title = textOr(t, `${ns}.${titlePrefix}${section}`, section);
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <PropertyTable
        headers={[t(`${ns}.property`), t(`${ns}.value`), t(`${ns}.unit`)]}
        rows={liveSectionRows(i18n, `${ns}.${labelPrefix}`, entries)}
      />
    </section>
  );
}
