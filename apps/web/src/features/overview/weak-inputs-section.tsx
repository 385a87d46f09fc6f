import { useMemo } from 'react';
import { governedSerial, useLimiterStatus } from '../../live/limiter-status.ts';
import { livedataStore } from '../../live/livedata.ts';
import { useStore } from '../../live/store.ts';
import type { InverterSetup } from './finder-history.ts';
import { useWeakInputs } from './use-weak-inputs.ts';
import { WeakInputsCard } from './weak-inputs-card.tsx';

interface Described extends Omit<InverterSetup, 'governed'> {
  name: string;
  inputs: string[];
}

/** Inverters whose inputs the device has described (detail data), as one text so renders happen only on change. */
function describedInverters(state: ReturnType<typeof livedataStore.get>): string {
  const list: Described[] = [];
  for (const serial of state.serials) {
    const inverter = state.inverters[serial]?.inverter;
    if (!inverter?.DC) continue;
    const dc = Object.entries(inverter.DC).sort(([a], [b]) => Number(a) - Number(b));
    list.push({
      serial,
      name: inverter.name,
      wp: dc.map(([, channel]) => channel.Irradiation?.max ?? 0),
      inputs: dc.map(([, channel]) => channel.name.u),
    });
  }
  return JSON.stringify(list);
}

/** The weak-module finder over the recorded history, for every inverter on the overview. */
export function WeakInputsSection() {
  const text = useStore(livedataStore, describedInverters);
  const governed = governedSerial(useLimiterStatus());
  const { setups, names } = useMemo(() => {
    const described = JSON.parse(text) as Described[];
    return {
      setups: described.map(({ serial, wp }) => ({ serial, wp, governed: serial === governed })),
      names: Object.fromEntries(described.map((d) => [d.serial, { name: d.name, inputs: d.inputs }])),
    };
  }, [text, governed]);
  const verdicts = useWeakInputs(setups);
  return verdicts ? <WeakInputsCard verdicts={verdicts} names={names} /> : null;
}
