import type { SampleRecord } from '@dtu/recording/records.ts';
import { useEffect, useState } from 'react';
import { getHistoryDb } from '../history/recorder.ts';
import { useDays } from '../history/use-history.ts';
import { governedByBattery, governedSerial, useLimiterStatus } from '../live/limiter-status.ts';
import { livedataStore } from '../live/livedata.ts';
import { useStore } from '../store/store.ts';
import { finderInverter, finderWindow } from './finder-history.ts';
import { useKnownFindings } from './known-findings.ts';
import { findWeakInputs, type InverterVerdict } from './weak-inputs.ts';

/** Days the finder looks back (its overcast window). */
const WINDOW_DAYS = 31;

export interface WeakInputs {
  verdicts: InverterVerdict[];
  /** Inverter name and input names (empty when not set) by serial. */
  names: Record<string, { name: string; inputs: string[] }>;
}

/** Inverters whose inputs the device has described (detail data), as one text so renders happen only on change. */
function described(state: ReturnType<typeof livedataStore.get>): string {
  return JSON.stringify(
    state.serials.flatMap((serial) => {
      const inverter = state.inverters[serial]?.inverter;
      if (!inverter?.DC) return [];
      // Integer-like keys ("0", "1", …) enumerate in ascending order.
      const dc = Object.values(inverter.DC);
      return [[serial, inverter.name, dc.map((c) => c.Irradiation?.max ?? 0), dc.map((c) => c.name.u)]];
    }),
  );
}

/**
 * The weak-module finder over the recorded history for every described inverter, rerun when the
 * recorder wrote a new day summary or a mark changed; `undefined` while loading (the history,
 * or the limiter's status that tells which inverter it governs and whether the battery feeds it). Inputs marked
 * "different tilt" (`serial:input:tilt` among the known findings) skip the overcast cross-check.
 */
export function useWeakInputs(): WeakInputs | undefined {
  const days = useDays();
  const text = useStore(livedataStore, described);
  const limiter = useLimiterStatus();
  const governed = governedSerial(limiter);
  const battery = governedByBattery(limiter);
  const limiterRead = limiter !== undefined;
  const known = useKnownFindings();
  const [result, setResult] = useState<WeakInputs>();
  useEffect(() => {
    const list = JSON.parse(text) as [string, string, number[], string[]][];
    // Until the limiter's status is read (or known to be absent) the governed inverter is unknown;
    // until the live data described the inverters (the page's first answer has no inputs) a
    // verdict would cover none of them, and a caller that runs the finder once would keep it.
    if (!days || !limiterRead || list.length === 0) return;
    let live = true;
    const recent = days.slice(-WINDOW_DAYS);
    const load = async () => {
      let records: SampleRecord[] = [];
      // Nothing recorded yet (or storage off): every inverter still gets its verdict ("more days needed").
      if (recent[0]) {
        const db = await getHistoryDb();
        const { quartersFrom, minutesFrom, to } = finderWindow(recent);
        // Past days are rolled up into quarters; today exists only as minutes so far.
        const [quarters, minutes] = await Promise.all([
          db.samples('q', quartersFrom, to),
          db.samples('min', minutesFrom, to),
        ]);
        records = [...quarters, ...minutes];
      }
      return list.map(([serial, , wp]) =>
        findWeakInputs(
          finderInverter(
            {
              serial,
              wp,
              governed: serial.toLowerCase() === governed,
              battery: battery && serial.toLowerCase() === governed,
              tilt: wp.map((_, i) => known.includes(`${serial}:${i}:tilt`)),
            },
            recent,
            records,
          ),
        ),
      );
    };
    load().then(
      (verdicts) =>
        live &&
        setResult({
          verdicts,
          names: Object.fromEntries(list.map(([serial, name, , inputs]) => [serial, { name, inputs }])),
        }),
      () => live && setResult({ verdicts: [], names: {} }),
    );
    return () => {
      live = false;
    };
  }, [days, text, limiterRead, governed, battery, known]);
  return result;
}
