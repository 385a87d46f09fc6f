import { describedInverters, FINDER_DAYS, type WeakInputs, weakVerdicts } from '@dtu/recording';
import { useEffect, useState } from 'react';
import { getHistoryDb } from '../history/recorder.ts';
import { useRecentDays } from '../history/use-history.ts';
import { batterySerials, governedSerials, useLimiterStatus } from '../live/limiter-status.ts';
import { livedataStore } from '../live/livedata.ts';
import { useStore } from '../store/store.ts';
import { useKnownFindings } from './known-findings.ts';

export type { WeakInputs } from '@dtu/recording';

/** The finder's runs, one after the other (see `useWeakInputs`). */
let runs: Promise<void> = Promise.resolve();

/** The described inverters as one text, so renders happen only on change. */
const described = (state: ReturnType<typeof livedataStore.get>) => JSON.stringify(describedInverters(state));

/**
 * The weak-module finder over the recorded history for every described inverter, rerun when the
 * recorder wrote a new day summary or a mark changed; `undefined` while loading (the history,
 * or the limiter's status that tells which inverter it governs and whether the battery feeds it).
 */
export function useWeakInputs(): WeakInputs | undefined {
  const recent = useRecentDays(FINDER_DAYS);
  const text = useStore(livedataStore, described);
  const limiter = useLimiterStatus();
  // As text, so that a new read with the same inverters does not run the finder again.
  const governed = [...governedSerials(limiter)].join(',');
  const battery = [...batterySerials(limiter)].join(',');
  const limiterRead = limiter !== undefined;
  const known = useKnownFindings();
  const [result, setResult] = useState<WeakInputs>();
  useEffect(() => {
    const list = JSON.parse(text) as ReturnType<typeof describedInverters>;
    // Until the limiter's status is read (or known to be absent) the governed inverter is unknown;
    // until the live data described the inverters (the page's first answer has no inputs) a
    // verdict would cover none of them, and a caller that runs the finder once would keep it.
    if (!recent || !limiterRead || list.length === 0) return;
    let live = true;
    const [drives, fed] = [new Set(governed.split(',')), new Set(battery.split(','))];
    const limiter = { governed: (s: string) => drives.has(s), battery: (s: string) => fed.has(s) };
    // One run at a time: while the live data describes one inverter after the other, each new
    // list waits for the run before it, and a list superseded meanwhile is not run at all.
    runs = runs.then(async () => {
      if (!live) return;
      const weak = await getHistoryDb()
        .then((db) => weakVerdicts(db, recent, list, limiter, known))
        .catch(() => ({ verdicts: [], names: {} }));
      if (live) setResult(weak);
    });
    return () => {
      live = false;
    };
  }, [recent, text, limiterRead, governed, battery, known]);
  return result;
}
