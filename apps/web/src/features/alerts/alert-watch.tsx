import { type CheckTime, WEAK_POLL_MS, weakCheckDue } from '@dtu/alerts';
import { useEffect, useState } from 'react';
import { useLeader } from '../../alerts/use-leader.ts';
import { useWeakInputAlerts } from '../../alerts/use-weak-input-alerts.ts';
import { deviceClock } from '../../history/recorder.ts';
import { useBackgroundFree } from '../../store/background-gate.ts';
import { useAlertSignals } from './use-alert-signals.ts';

function WeakInputCheck({ done }: { done: () => void }) {
  useWeakInputAlerts(done);
  return null;
}

const checkTime = (): CheckTime => ({ realMs: Date.now(), deviceMs: deviceClock.now()?.utcMs });

/**
 * The alert signals in every tab; in the leader tab the weak-module finder for the rules, again
 * once the device clock moved an hour (asked every 15 s); not while a page holds the background
 * back (the history's day curve being drawn).
 */
export function AlertWatch() {
  useAlertSignals();
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    if (checking) return;
    const last = checkTime();
    const timer = setInterval(() => {
      if (weakCheckDue(last, checkTime())) setChecking(true);
    }, WEAK_POLL_MS);
    return () => clearInterval(timer);
  }, [checking]);
  const free = useBackgroundFree();
  return useLeader() && checking && free ? <WeakInputCheck done={setChecking.bind(null, false)} /> : null;
}
