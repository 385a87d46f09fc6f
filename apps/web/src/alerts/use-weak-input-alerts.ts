import { useEffect } from 'react';
import { findingId, useKnownFindings } from '../analysis/known-findings.ts';
import { useWeakInputs } from '../analysis/use-weak-inputs.ts';
import { weakFacts } from './monitor.ts';

/** Hands the finder's weak inputs (those not marked known) to the alert rules; mount in the leader tab only. */
export function useWeakInputAlerts(): void {
  const weak = useWeakInputs();
  const known = useKnownFindings();
  useEffect(() => {
    if (!weak) return;
    const seen = new Set<string>();
    weakFacts.set(
      weak.verdicts.flatMap(({ serial, findings }) =>
        findings.flatMap((f) => {
          const key = `${serial}:${f.input}`;
          if (known.includes(findingId(f)) || seen.has(key)) return [];
          seen.add(key);
          return [{ serial, name: weak.names[serial]?.name ?? serial, input: f.input + 1 }];
        }),
      ),
    );
  }, [weak, known]);
}
