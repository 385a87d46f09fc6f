import type { WeakFact } from '@dtu/alerts';
import {
  commandWatch,
  type DeviceAlerts,
  type Facts,
  limiterFacts,
  liveFacts,
  newestEventText,
  STATUS_MS,
  type Sun,
  step,
  sunOfStatus,
} from '@dtu/alerts';
import type { NtpStatus } from '@dtu/contract';
import { knownFindings } from '../analysis/known-findings.ts';
import type { LimiterSample } from '../history/recorder.ts';
import { localeStore } from '../i18n/locale-store.ts';
import { getLimiterStatus, governedSerials, refreshLimiterStatus } from '../live/limiter-status.ts';
import { livedataSocket, livedataStore } from '../live/livedata.ts';
import { remoteDevices, remoteLive } from '../live/remote-devices.ts';
import { tabLeader } from '../live/tab-leader.ts';
import { apiGet } from '../net/client.ts';
import { createStore, type Store } from '../store/store.ts';
import {
  alertAcks,
  alertSettings,
  alertStore,
  LOCAL_DEVICE,
  setDeviceAlerts,
  withAcks,
} from './alert-store.ts';

/** The finder's weak inputs with their finding ids, set by `useWeakInputAlerts`; undefined until known. */
export const weakFacts = createStore<WeakFact[] | undefined>(undefined);

const NTP_MS = 5 * 60_000;
const TICK_MS = 15_000;

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
  const commands = commandWatch();
  const limiterOff = limiterFacts();
  let events: NonNullable<Facts['events']> = [];
  const counts = new Map<string, number>();
  let stopLeading: (() => void) | undefined;

  // One device's step; its alerts come from the store, with every tab's acknowledgements.
  const stepDevice = (device: string, facts: Facts, now: number) => {
    const stored = alertStore.get()[device] ?? [];
    const alerts = withAcks(device, stored);
    const next = step({ alerts, since: since.get(device) ?? {} }, facts, alertSettings.get().rules, now);
    if (next.alerts !== stored) setDeviceAlerts(device, next.alerts);
    since.set(device, next.since);
  };

  const run = () => {
    if (!stopLeading) return;
    const now = Date.now();
    const live = livedataStore.get();
    const governed = governedSerials(getLimiterStatus());
    const local = liveFacts(LOCAL_DEVICE, live, livedataSocket.getState(), sun, counts, now, governed);
    for (const e of local.events) void readEvent(e);
    stepDevice(
      LOCAL_DEVICE,
      {
        ...local,
        limiterOff: limiterOff(options.limiter?.get()),
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
      const text = await newestEventText(get, serial, localeStore.get());
      events = [...events, { serial, name, count, from, text }];
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

  const readSun = async () => {
    void refreshLimiterStatus();
    sun = sunOfStatus(await get<NtpStatus>('/api/ntp/status'), Date.now());
  };
  let commandsTimer: ReturnType<typeof setTimeout> | undefined;
  const readCommands = async () => {
    let nextMs = STATUS_MS;
    try {
      const read = await commands.read(
        get,
        (serial) => livedataStore.get().inverters[serial]?.inverter.name ?? serial,
      );
      failures = read.failures;
      nextMs = read.nextMs;
      run();
    } finally {
      if (stopLeading) commandsTimer = setTimeout(readCommands, nextMs);
    }
  };

  const lead = () => {
    const release = livedataSocket.acquire();
    const unsubscribe = [
      livedataStore.subscribe(run),
      // Another tab's acknowledgement, applied at once to what this tab writes.
      alertAcks.subscribe(run),
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
