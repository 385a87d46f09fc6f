import { useLiveInverter } from '../../live/use-livedata.ts';
import { inverterState } from './inverter-state.ts';
import { StateLabel } from './state-label.tsx';

/** Tab caption: state icon (with its text for screen readers) and the inverter's name. */
export function InverterTabLabel({ serial }: { serial: string }) {
  const entry = useLiveInverter(serial);
  if (!entry) return serial;
  return (
    <span className="d-flex w-100 align-items-center gap-2 text-start">
      <StateLabel state={inverterState(entry.inverter)} hideText />
      {entry.inverter.name}
    </span>
  );
}
