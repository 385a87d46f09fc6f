import { useI18n } from '../../i18n/use-i18n.ts';
import { inverterState } from '../../live/inverter-state.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { formatPower } from '../../ui/format-energy.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';

/**
 * Tab caption: state icon (with its text for screen readers), the inverter's name and its AC
 * power, which changes with nearly every message of this inverter anyway.
 */
export function InverterTabLabel({ serial }: { serial: string }) {
  const { format } = useI18n();
  const inverter = useLiveInverter(serial)?.inverter;
  if (!inverter) return serial;
  const power = inverter.AC?.['0']?.Power?.v;
  return (
    <span className="d-flex align-items-center gap-2">
      <InverterStateLabel state={inverterState(inverter)} hideText />
      <span className="me-auto">{inverter.name}</span>
      {power !== undefined && <span className="small text-nowrap">{formatPower(format, power)}</span>}
    </span>
  );
}
