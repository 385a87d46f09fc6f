import type { DeviceAlerts } from '@dtu/alerts';
import { isAlert } from '@dtu/alerts';

/** The `meta` key of a gateway's records under which its alerts are kept across restarts. */
export const WATCH_META = 'alerts';

/** The alerts kept before a restart (`{ alerts }`), or undefined when there are none or they are malformed. */
export function resumedAlerts(value: unknown): DeviceAlerts | undefined {
  const alerts = (value as { alerts?: unknown } | undefined)?.alerts;
  return Array.isArray(alerts) && alerts.every(isAlert) ? { alerts, since: {} } : undefined;
}
