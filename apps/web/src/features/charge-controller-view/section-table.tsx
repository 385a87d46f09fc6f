import type { LiveEntry } from '@dtu/contract';
import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { liveSectionRows, textOr } from '../../ui/live-section-rows.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

/** One section of a controller (device, battery side, panel side) as a property/value/unit table. */
export function SectionTable({
  section,
  values,
}: {
  section: string;
  values: Readonly<Record<string, LiveEntry>>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const headingId = useId();
  const title = textOr(t, `chargeControllerView.section_${section}`, section);
  return (
    // The table carries the name, not a landmark: every controller has the same three sections.
    <div className="card h-100">
      <h4 id={headingId} className="card-header h6">
        {title}
      </h4>
      <PropertyTable
        labelledBy={headingId}
        headers={[
          t('chargeControllerView.property'),
          t('chargeControllerView.value'),
          t('chargeControllerView.unit'),
        ]}
        rows={liveSectionRows(i18n, 'chargeControllerView.', values)}
      />
    </div>
  );
}
