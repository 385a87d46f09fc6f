import { useEffect, useState } from 'react';
import { useLeader } from '../../alerts/use-leader.ts';
import { useWeakInputAlerts } from '../../alerts/use-weak-input-alerts.ts';
import { useAlertSignals } from './use-alert-signals.ts';

const WEAK_CHECK_MS = 3_600_000;

function WeakInputCheck({ done }: { done: () => void }) {
  useWeakInputAlerts(done);
  return null;
}

/** The alert signals in every tab; in the leader tab the weak-module finder, once an hour, for the rules. */
export function AlertWatch() {
  useAlertSignals();
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    if (checking) return;
    const timer = setTimeout(() => setChecking(true), WEAK_CHECK_MS);
    return () => clearTimeout(timer);
  }, [checking]);
  return useLeader() && checking ? <WeakInputCheck done={setChecking.bind(null, false)} /> : null;
}
