import { weakFactsOf } from '@dtu/alerts';
import { useEffect } from 'react';
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
    weakFacts.set(weakFactsOf(weak));
    done();
  }, [weak, done]);
}
