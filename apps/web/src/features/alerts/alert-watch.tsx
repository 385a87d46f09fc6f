import { useLeader } from '../../alerts/use-leader.ts';
import { useWeakInputAlerts } from '../../alerts/use-weak-input-alerts.ts';
import { useAlertSignals } from './use-alert-signals.ts';

function WeakInputWatch() {
  useWeakInputAlerts();
  return null;
}

/** The alert signals in every tab; the finder's weak inputs fed to the rules in the leader tab. */
export function AlertWatch() {
  useAlertSignals();
  return useLeader() ? <WeakInputWatch /> : null;
}
