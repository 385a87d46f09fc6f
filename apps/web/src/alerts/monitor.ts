import { type DeviceAlerts, type Facts, step } from '@dtu/alerts/engine.ts';
import { liveFacts, type Sun } from '@dtu/alerts/live-facts.ts';
import type { CommandStatus, EventLogStatus, LimitStatus, NtpStatus, PowerStatus } from '@dtu/contract';
import { parseDeviceLocalTime } from '@dtu/recording/device-time.ts';
import { knownFindings } from '../analysis/known-findings.ts';
import type { LimiterSample } from '../history/recorder.ts';
import { localeStore } from '../i18n/locale-store.ts';
import { getLimiterStatus, governedSerials, refreshLimiterStatus } from '../live/limiter-status.ts';
import { livedataSocket, livedataStore } from '../live/livedata.ts';
import { remoteDevices, remoteLive } from '../live/remote-devices.ts';
import { tabLeader } from '../live/tab-leader.ts';
import { apiGet } from '../net/client.ts';
import { createStore, type Store } from '../store/store.ts';
import { alertSettings, alertStore, LOCAL_DEVICE, setDeviceAlerts } from './alert-store.ts';

/** The finder's weak inputs with their finding ids, set by `useWeakInputAlerts`; undefined until known. */
export const weakFacts = createStore<(NonNullable<Facts['weak']>[number] & { id: string })[] | undefined>(
  undefined,
);

const NTP_MS = 5 * 60_000;
const STATUS_MS = 30_000;
/** While a command is pending or failing: its failures alternate with retries ("Pending"). */
const STATUS_BUSY_MS = 5_000;
const TICK_MS = 15_000;

type CommandKind = 'limit' | 'power';

/**
 * Commands that failed and have not succeeded since, by `<serial>:<kind>`. The firmware resends
 * a failed command, so its status alternates between "Failure" and "Pending": only "Ok" (or the
 * inverter leaving the list) ends a failure. Returns whether a command is still unsettled.
 */
export function trackCommands(
  failing: Map<string, { serial: string; kind: CommandKind }>,
  kind: CommandKind,
  statuses: Record<string, CommandStatus>,
): boolean {
  let busy = false;
  for (const [key, entry] of failing)
    if (entry.kind === kind && !(entry.serial in statuses)) failing.delete(key);
  for (const [serial, status] of Object.entries(statuses)) {
    const key = `${serial}:${kind}`;
    if (status === 'Failure') failing.set(key, { serial, kind });
    if (status === 'Ok') failing.delete(key);
    busy ||= status === 'Pending' || failing.has(key);
  }
  return busy;
}

// Background reads: a logged-out visitor of a public page is never sent to the login page.
const get = <T>(path: string) => apiGet<T>(path, { quiet: true });

/**
 * Runs the rules for this device while this tab leads (it holds the device sockets): reads the
 * live data, the sun times, the command status and the event log, and writes the alerts to the
 * store that every tab reads. `limiter`: the limiter while the charge-controller stream is open.
 */
export function startAlerts(options: { limiter?: Store<LimiterSample | undefined> } = {}): () => void {
  const since = new Map<string, DeviceAlerts['since']>();
  let sun: Sun | undefined;
  let failures: Facts['failures'];
  const failing = new Map<string, { serial: string; kind: CommandKind }>();
  let limiterOn = false;
  let events: NonNullable<Facts['events']> = [];
  const counts = new Map<string, number>();
  let stopLeading: (() => void) | undefined;

  // One device's step; its alerts come from the store (another tab's acknowledgement arrives there).
  const stepDevice = (device: string, facts: Facts, now: number) => {
    const alerts = alertStore.get()[device] ?? [];
    const next = step({ alerts, since: since.get(device) ?? {} }, facts, alertSettings.get().rules, now);
    if (next.alerts !== alerts) setDeviceAlerts(device, next.alerts);
    since.set(device, next.since);
  };

  const run = () => {
    if (!stopLeading) return;
    const now = Date.now();
    const live = livedataStore.get();
    const governed = governedSerials(getLimiterStatus());
    const local = liveFacts(LOCAL_DEVICE, live, livedataSocket.getState(), sun, counts, now, governed);
    for (const e of local.events) void readEvent(e);
    const limiter = options.limiter?.get();
    if (limiter && limiter.state > 0) limiterOn = true;
    stepDevice(
      LOCAL_DEVICE,
      {
        ...local,
        limiterOff: !limiter ? undefined : limiter.state > 0 ? null : limiterOn ? limiter.state : undefined,
        failures,
        // Inputs marked known do not alert (several findings of one input make one condition).
        weak: weakFacts.get()?.filter((w) => !knownFindings.get().includes(w.id)),
        events,
      },
      now,
    );
    events = [];
    // The other devices (sites), from the sockets the recorder holds: what their live data tells.
    for (const { host } of remoteDevices.get()) {
      const remote = remoteLive.get()[host];
      if (remote) stepDevice(host, liveFacts(host, remote.live, remote.socket, sun, counts, now), now);
    }
  };

  async function readEvent({ serial, name, count, from }: NonNullable<Facts['events']>[number]) {
    try {
      const log = await get<EventLogStatus>(`/api/eventlog/status?inv=${serial}&locale=${localeStore.get()}`);
      const newest = [...(log.events ?? [])].sort((a, b) => a.start_time - b.start_time).at(-1);
      events = [...events, { serial, name, count, from, text: newest?.message ?? '' }];
      run();
    } catch {
      // Unreachable: the next rise tells again.
    }
  }

  // A failed read waits for the next round.
  const every = (task: () => Promise<void>, ms: number) => {
    const go = () => void task().catch(() => undefined);
    go();
    return setInterval(go, ms);
  };

  // Solar noon in browser time: the midpoint of sunrise and sunset, relative to the device's time.
  const readSun = async () => {
    void refreshLimiterStatus();
    const status = await get<NtpStatus>('/api/ntp/status');
    const [local, rise, set] = [status.ntp_localtime, status.sun_risetime, status.sun_settime].map(
      parseDeviceLocalTime,
    );
    const known = local && rise && set && status.ntp_status;
    const now = Date.now();
    sun = {
      day: status.sun_isDayPeriod,
      ...(known && {
        noonMs: now + (rise + set) / 2 - local,
        riseMs: now + rise - local,
        setMs: now + set - local,
      }),
    };
  };
  let commandsTimer: ReturnType<typeof setTimeout> | undefined;
  const readCommands = async () => {
    let busy = false;
    try {
      const [limits, powers] = await Promise.all([
        get<LimitStatus>('/api/limit/status'),
        get<PowerStatus>('/api/power/status'),
      ]);
      const status = <T>(map: Record<string, T>, pick: (entry: T) => CommandStatus) =>
        Object.fromEntries(Object.entries(map).map(([serial, entry]) => [serial, pick(entry)]));
      busy = trackCommands(
        failing,
        'limit',
        status(limits, (e) => e.limit_set_status),
      );
      busy =
        trackCommands(
          failing,
          'power',
          status(powers, (e) => e.power_set_status),
        ) || busy;
      failures = [...failing.values()].map(({ serial, kind }) => ({
        serial,
        kind,
        name: livedataStore.get().inverters[serial]?.inverter.name ?? serial,
      }));
      run();
    } finally {
      if (stopLeading) commandsTimer = setTimeout(readCommands, busy ? STATUS_BUSY_MS : STATUS_MS);
    }
  };

  const lead = () => {
    const release = livedataSocket.acquire();
    const unsubscribe = [
      livedataStore.subscribe(run),
      livedataSocket.subscribe(run),
      remoteLive.subscribe(run),
      weakFacts.subscribe(run),
      knownFindings.subscribe(run),
      options.limiter?.subscribe(run),
    ];
    // Set before the first reads: `run` steps only while leading.
    stopLeading = () => {
      release();
      for (const off of unsubscribe) off?.();
      for (const timer of timers) clearInterval(timer);
      clearTimeout(commandsTimer);
    };
    const timers = [setInterval(run, TICK_MS), every(readSun, NTP_MS)];
    void readCommands().catch(() => undefined);
  };

  const follow = () => {
    const leads = tabLeader.isLeader();
    if (leads && !stopLeading) lead();
    if (!leads && stopLeading) {
      stopLeading();
      stopLeading = undefined;
    }
  };
  const unsubscribeLeader = tabLeader.subscribe(follow);
  follow();
  return () => {
    unsubscribeLeader();
    stopLeading?.();
    stopLeading = undefined;
  };
}
