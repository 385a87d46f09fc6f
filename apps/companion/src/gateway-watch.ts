import { type DeviceAlerts, EMPTY_DEVICE, step } from '@dtu/alerts/engine.ts';
import { liveFacts, type Sun } from '@dtu/alerts/live-facts.ts';
import type { Rules } from '@dtu/alerts/rules.ts';
import type { NtpStatus } from '@dtu/contract';
import { parseDeviceLocalTime } from '@dtu/recording/device-time.ts';
import type { LivedataState } from '@dtu/recording/live-observer.ts';
import { type AlertEvent, alertChanges } from './alert-changes.ts';
import type { GatewayReader } from './gateway-reader.ts';

/** As the browser's monitor: a step every 15 s besides every live change, the sun every 5 min. */
const TICK_MS = 15_000;
const SUN_MS = 5 * 60_000;

export interface GatewayWatch {
  /** The live state after a message, or the socket opening (`true`) or closing (`false`). */
  observe(state: LivedataState, online: boolean): void;
  stop(): void;
}

/**
 * The browser's alert rules on one gateway, evaluated by the companion from what its live
 * data tells (socket, inverters unreachable by day or idle at noon, SoC, grid import, events)
 * and the sun of its `/api/ntp/status`; each start and end goes to `deliver` once.
 */
export function watchGateway(
  gateway: string,
  reader: GatewayReader,
  rules: Rules,
  deliver: (event: AlertEvent) => void,
): GatewayWatch {
  let alerts: DeviceAlerts = EMPTY_DEVICE;
  let live: LivedataState | undefined;
  let online: boolean | undefined;
  let sun: Sun | undefined;
  const counts = new Map<string, number>();
  const run = () => {
    if (!live) return;
    const now = Date.now();
    const socket = online === undefined ? 'paused' : online ? 'online' : 'offline';
    const next = step(alerts, liveFacts(gateway, live, socket, sun, counts, now), rules, now);
    for (const event of alertChanges(gateway, alerts.alerts, next.alerts)) deliver(event);
    alerts = next;
  };
  const readSun = async () => {
    const status = await reader.get<NtpStatus>('/api/ntp/status');
    const [local, rise, set] = [status.ntp_localtime, status.sun_risetime, status.sun_settime].map(
      parseDeviceLocalTime,
    );
    sun = {
      day: status.sun_isDayPeriod,
      noonMs: local && rise && set && status.ntp_status ? Date.now() + (rise + set) / 2 - local : undefined,
    };
  };
  const sunNow = () => void readSun().catch(() => undefined);
  sunNow();
  const timers = [setInterval(run, TICK_MS), setInterval(sunNow, SUN_MS)];
  return {
    observe(state, open) {
      live = state;
      online = open;
      run();
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
