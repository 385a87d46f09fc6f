import { useI18n } from '../../i18n/use-i18n.ts';
import { inverterState } from '../../live/inverter-state.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { useLiveInverterSelect } from '../../live/use-livedata.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';

const nameOf = (inverter: LiveInverter) => inverter.name;
const powerOf = (inverter: LiveInverter) => inverter.AC?.['0']?.Power?.v;

/**
 * Tab caption: state icon (with its text for screen readers), the inverter's name and its AC
 * power. Selects only these, so a message re-renders it only when one of them changed.
 */
export function InverterTabLabel({ serial }: { serial: string }) {
  const { format } = useI18n();
  const name = useLiveInverterSelect(serial, nameOf);
  const state = useLiveInverterSelect(serial, inverterState);
  const power = useLiveInverterSelect(serial, powerOf);
  if (name === undefined || state === undefined) return serial;
  return (
    <span className="d-flex align-items-center gap-2">
      <InverterStateLabel state={state} hideText />
      <span className="me-auto">{name}</span>
      {power !== undefined && <span className="small text-nowrap">{`${format.decimal(power, 0)} W`}</span>}
    </span>
  );
}
