import { useId } from 'react';
import { hasMessage } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

interface NumberEntry {
  v: number;
  u: string;
  /** A number on most values, a string on the optional ones, absent on `HSDS`. */
  d?: number | string;
}

function isNumberEntry(entry: unknown): entry is NumberEntry {
  return typeof entry === 'object' && entry !== null && typeof (entry as NumberEntry).v === 'number';
}

function decimals(d: NumberEntry['d']): number {
  const digits = Number(d ?? 0);
  return Number.isFinite(digits) ? Math.max(0, Math.min(20, Math.trunc(digits))) : 0;
}

/** One section of a controller (device, battery side, panel side) as a property/value/unit table. */
export function SectionTable({ section, values }: { section: string; values: object }) {
  const { t, format } = useI18n();
  const headingId = useId();
  const titleKey = `chargeControllerView.section_${section}`;
  const title = hasMessage(titleKey) ? t(titleKey) : section;
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
        rows={Object.entries(values).map(([name, entry]) => {
          const key = `chargeControllerView.${name}`;
          const label = hasMessage(key) ? t(key) : name;
          return isNumberEntry(entry)
            ? { key: name, label, value: format.decimal(entry.v, decimals(entry.d)), unit: entry.u }
            : { key: name, label, value: String(entry) };
        })}
      />
    </div>
  );
}
