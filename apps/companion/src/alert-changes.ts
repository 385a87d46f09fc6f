import type { Alert } from '@dtu/alerts';

/** What the companion delivers: an alert when it starts and again when it ends. */
export interface AlertEvent {
  event: 'start' | 'end';
  gateway: string;
  alert: Alert;
}

/** The starts and ends between two engine steps (an alert that starts and ends at once gives both). */
export function alertChanges(
  gateway: string,
  before: readonly Alert[],
  after: readonly Alert[],
): AlertEvent[] {
  const known = new Map(before.map((alert) => [alert.id, alert]));
  return after.flatMap((alert): AlertEvent[] => {
    const was = known.get(alert.id);
    const events: AlertEvent[] = [];
    if (!was) events.push({ event: 'start', gateway, alert });
    if (alert.end !== undefined && was?.end === undefined) events.push({ event: 'end', gateway, alert });
    return events;
  });
}
