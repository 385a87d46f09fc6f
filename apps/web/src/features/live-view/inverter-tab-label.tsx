import { useI18n } from '../../i18n/use-i18n.ts';
import { inverterState } from '../../live/inverter-state.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';

/** Tab caption: state icon (with its text for screen readers), the inverter's name and its AC power. */
export function InverterTabLabel({ serial }: { serial: string }) {
  const { format } = useI18n();
  const entry = useLiveInverter(serial);
  if (!entry) return serial;
  const power = entry.inverter.AC?.['0']?.Power;
  return (
    <span className="d-flex w-100 align-items-center gap-2 text-start">
      <InverterStateLabel state={inverterState(entry.inverter)} hideText />
      <span className="me-auto">{entry.inverter.name}</span>
      {power && <span className="small text-nowrap">{`${format.decimal(power.v, 0)} W`}</span>}
    </span>
  );
}
