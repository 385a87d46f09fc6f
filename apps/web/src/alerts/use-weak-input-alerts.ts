import { useEffect } from 'react';
import { findingId } from '../analysis/known-findings.ts';
import { useWeakInputs } from '../analysis/use-weak-inputs.ts';
import { weakFacts } from './monitor.ts';

/**
 * Runs the weak-module finder once and hands its findings to the alert rules (the monitor leaves
 * out those marked known), then calls `done`: the finder reads a month of history, so the
 * caller mounts this now and then (in the leader tab only), not all the time.
 */
export function useWeakInputAlerts(done: () => void): void {
  const weak = useWeakInputs();
  useEffect(() => {
    if (!weak) return;
    weakFacts.set(
      weak.verdicts.flatMap(({ serial, findings }) =>
        findings.map((f) => ({
          serial,
          name: weak.names[serial]?.name ?? serial,
          input: f.input + 1,
          inputName: weak.names[serial]?.inputs[f.input] || undefined,
          id: findingId(f),
        })),
      ),
    );
    done();
  }, [weak, done]);
}
