import { useEffect, useState } from 'react';
import { findWeakInputs, type InverterVerdict } from '../../analysis/weak-inputs.ts';
import { DAY_MS } from '../../history/device-time.ts';
import { deviceClock, getHistoryDb } from '../../history/recorder.ts';
import { useDays } from '../../history/use-history.ts';
import { finderInverter, type InverterSetup } from './finder-history.ts';

/** Days the finder looks back (its overcast window). */
const WINDOW_DAYS = 31;

/**
 * Runs the weak-module finder over the recorded history whenever the recorder wrote a new day
 * summary; `undefined` while loading, an empty list when nothing was recorded (or storage is off).
 */
export function useWeakInputs(setups: readonly InverterSetup[]): InverterVerdict[] | undefined {
  const days = useDays();
  const [verdicts, setVerdicts] = useState<InverterVerdict[]>();
  const key = JSON.stringify(setups);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the setups' content
  useEffect(() => {
    if (!days) return;
    let live = true;
    const recent = days.slice(-WINDOW_DAYS);
    const load = async () => {
      if (recent.length === 0) return [];
      const db = await getHistoryDb();
      const from = Date.parse(`${recent[0]!.d}T00:00:00Z`) - DAY_MS;
      // Stored times are device times: the device clock may be far from the browser's (tests, wrong clocks).
      const to = (deviceClock.now()?.utcMs ?? Date.now()) + DAY_MS;
      // Past days are rolled up into quarters; today exists only as minutes so far.
      const [quarters, minutes] = await Promise.all([
        db.samples('q', from, to),
        db.samples('min', to - 3 * DAY_MS, to),
      ]);
      return setups.map((setup) => findWeakInputs(finderInverter(setup, recent, [...quarters, ...minutes])));
    };
    load().then(
      (result) => live && setVerdicts(result),
      () => live && setVerdicts([]),
    );
    return () => {
      live = false;
    };
  }, [days, key]);
  return verdicts;
}
