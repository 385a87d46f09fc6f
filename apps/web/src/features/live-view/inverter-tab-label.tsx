import { useLiveInverterSelect } from '../../live/use-livedata.ts';
import { inverterState } from './inverter-state.ts';
import { StateLabel } from './state-label.tsx';

const nameOf = (inverter: { name: string }) => inverter.name;

/**
 * Tab caption: state icon (with its text for screen readers) and the inverter's name. Selects
 * only these two, so the inverter's messages re-render it only when its state or name changes.
 */
export function InverterTabLabel({ serial }: { serial: string }) {
  const name = useLiveInverterSelect(serial, nameOf);
  const state = useLiveInverterSelect(serial, inverterState);
  if (name === undefined || state === undefined) return serial;
  return (
    <span className="d-flex w-100 align-items-center gap-2 text-start">
      <StateLabel state={state} hideText />
      {name}
    </span>
  );
}
