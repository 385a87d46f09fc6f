import type { NtpStatus, ValueObject } from '@dtu/contract';
import { apiGet } from '../api/client.ts';
import { livedataSocket, livedataStore } from '../live/livedata.ts';
import type { LivedataState } from '../live/merge-livedata.ts';
import { holdRemoteSockets, remoteLive } from '../live/remote-devices.ts';
import { tabLeader } from '../live/tab-leader.ts';
import { createStore, type Store } from '../store/store.ts';
import { foldCounter } from './counters.ts';
import { createDeviceClock, type DeviceClock, type DeviceInstant } from './device-clock.ts';
import { dayKey, dayNumber, MINUTE_MS, minuteOfDay } from './device-time.ts';
import {
  type DayRecord,
  type InverterDay,
  inputKey,
  inverterKey,
  recordBytes,
  type SampleRecord,
  type Series,
} from './records.ts';
import { rollupPending, rollupRecords } from './rollup.ts';
import { type HistoryDb, historyDb, openDatabase, StorageError, type StorageProblem } from './storage.ts';

/** The limiter as the charge-controller stream reports it, when that stream is open. */
export interface LimiterSample {
  state: number;
  limitW: number;
}

/** `follower`: another tab records; `clock`: the device clock is not set yet. */
export type RecorderReason = StorageProblem | 'clock' | 'follower';

export interface RecorderStatus {
  recording: boolean;
  reason?: RecorderReason;
  /** Bumped after every write, so views re-read. */
  version: number;
  /** Our own estimate of the bytes stored, from our counts. */
  bytes: number;
  /** Today's summary as far as recorded (also in tabs that do not record). */
  today?: DayRecord;
}

export const recorderStatus: Store<RecorderStatus> = createStore<RecorderStatus>({
  recording: false,
  version: 0,
  bytes: 0,
});

function setStatus(patch: Partial<RecorderStatus>): void {
  recorderStatus.set({ ...recorderStatus.get(), ...patch });
}

/** The device clock as the recorder models it (views use it for "today"). */
export const deviceClock: DeviceClock = createDeviceClock();

let database: Promise<HistoryDb> | undefined;

/** The opened history database (shared by the recorder and the views). */
export function getHistoryDb(): Promise<HistoryDb> {
  database ??= openDatabase().then(historyDb);
  return database;
}

export interface RecorderOptions {
  /** The limiter, read from the charge-controller stream while it is open. */
  limiter?: Store<LimiterSample | undefined>;
  clock?: DeviceClock;
  readStatus?: () => Promise<NtpStatus>;
  db?: () => Promise<HistoryDb>;
  /** Keeps the `/livedata` sockets open while recording (the shared socket and the remote devices' by default). */
  acquireSocket?: () => () => void;
}

const num = (value: ValueObject | undefined, kilo?: boolean) =>
  typeof value?.v !== 'number' ? Number.NaN : kilo && value.u === 'kWh' ? value.v * 1000 : value.v;

const holdSockets = () => {
  const releases = [livedataSocket.acquire(), holdRemoteSockets()];
  return () => {
    for (const release of releases) release();
  };
};

/** Starts recording in this tab while it leads; returns the stop function. */
export function startRecorder(options: RecorderOptions = {}): () => void {
  const clock = options.clock ?? deviceClock;
  const readStatus = options.readStatus ?? (() => apiGet<NtpStatus>('/api/ntp/status', { quiet: true }));
  const dbPromise = (options.db ?? getHistoryDb)();
  // The minute being filled (one single-series record per sample), finished minutes, the days
  // touched since the last flush (and today), whether a device midnight passed.
  let minute: SampleRecord | undefined;
  let samples: SampleRecord[] = [];
  let minutes: SampleRecord[] = [];
  let days = new Map<string, DayRecord>();
  let ended = false;
  let names: Record<string, string> = {};
  const seen = new Map<string, unknown>();
  let lastSite: unknown[] = [];
  let stopped = false;
  let db: HistoryDb | undefined;
  let clockTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let releaseSocket: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  const finish = (m: SampleRecord): SampleRecord => ({
    ...m,
    s: rollupRecords(samples, MINUTE_MS)[0]?.s ?? {},
  });

  /** Folds whatever changed in the live state since the previous call. */
  const observe = (
    state: LivedataState,
    remote: Readonly<Record<string, { live: LivedataState }>>,
    limiter: LimiterSample | undefined,
    now: DeviceInstant,
  ) => {
    const t = Math.floor(now.utcMs / MINUTE_MS) * MINUTE_MS;
    const d = dayKey(dayNumber(now.utcMs, now.offsetMin));
    const day = days.get(d) ?? { d, o: now.offsetMin, cov: 0, inv: {} };
    days.set(d, day);
    // A clock stepped back keeps filling the current minute.
    if (!minute || t > minute.t) {
      if (minute) {
        minutes.push(finish(minute));
        ended ||= dayNumber(t, now.offsetMin) > dayNumber(minute.t, minute.o);
      }
      minute = { t, o: now.offsetMin, c: 1, s: {} };
      samples = [];
      day.cov += 1;
    }
    const add = (key: string, values: number[]) =>
      samples.push({ t, o: now.offsetMin, c: 1, s: { [key]: values as unknown as Series } });
    const at = { t: now.utcMs, minute: minuteOfDay(now.utcMs, now.offsetMin) };
    // The local device's inverters by serial (as before: old history stays valid), each other
    // device's as `<host>/<serial>`.
    const devices: [string, LivedataState][] = [['', state]];
    for (const [host, { live }] of Object.entries(remote)) devices.push([host, live]);
    for (const [host, live] of devices)
      for (const id of live.serials) {
        const serial = host ? `${host}/${id}` : id;
        const entry = live.inverters[id];
        if (!entry || seen.get(serial) === entry) continue;
        seen.set(serial, entry);
        const inv = entry.inverter;
        const ac = inv.AC?.['0'];
        const stats = inv.INV?.['0'];
        if (!ac || !stats) continue;
        const { producing } = inv;
        // Other devices' inverters often share names ("Roof"): their host follows in the legends.
        const name = host ? `${inv.name} (${host})` : inv.name;
        names[serial] = name;
        const p = num(ac.Power);
        const yt = num(stats.YieldTotal, true);
        const yd = num(stats.YieldDay);
        const v = [p, p, num(ac.Voltage), num(ac.Frequency), num(stats.Temperature), yd, yt];
        add(inverterKey(serial), [...v, inv.limit_relative, +inv.reachable, +producing]);
        const old = day.inv[serial];
        const folded = foldCounter(old, { ...at, yt, yd, p, producing });
        if (!folded) continue;
        const next: InverterDay = { ...folded, n: name, ch: old ? [...old.ch] : [] };
        for (const [key, dc] of Object.entries(inv.DC ?? {})) {
          const input = Number(key);
          const p = num(dc.Power);
          const yd = num(dc.YieldDay);
          add(inputKey(serial, input), [p, p, num(dc.Voltage), num(dc.Current), yd]);
          const ch = foldCounter(next.ch[input], { ...at, yt: num(dc.YieldTotal, true), yd, p, producing });
          if (ch) next.ch[input] = ch;
        }
        day.inv[serial] = next;
      }
    const { power_meter: meter, battery, vedirect, huawei } = state;
    const site = [meter, battery, vedirect, huawei, limiter];
    if (site.some((value, i) => value !== lastSite[i])) {
      lastSite = site;
      const on = <T extends { enabled: boolean }>(x: T | undefined) => (x?.enabled ? x : undefined);
      if (site.some((value) => value))
        add('site', [
          num(on(meter)?.Power),
          num(on(battery)?.soc),
          num(on(vedirect)?.total?.Power),
          num(on(huawei)?.Power),
          limiter?.state ?? Number.NaN,
          limiter?.limitW ?? Number.NaN,
        ]);
    }
  };

  const fail = (error: unknown) => {
    const reason = error instanceof StorageError ? error.problem : 'failed';
    if (!stopped) setStatus({ recording: false, reason });
    stopRecording();
  };

  const flush = (partial: boolean) => {
    flushTimer = undefined;
    if (!db) return;
    const target = db;
    const batch = { minutes, days: [...days.values()] };
    if (partial && minute) minutes.push(finish(minute));
    const rolls = ended;
    const today = batch.days.at(-1);
    minutes = [];
    days = new Map(today ? [[today.d, today]] : []);
    ended = false;
    if (!today) return;
    const bytes = batch.minutes.reduce((n, record) => n + recordBytes(record), 0);
    writing = writing
      .then(async () => {
        const total = ((await target.meta<number>('bytes')) ?? 0) + bytes;
        await target.write({
          min: batch.minutes,
          day: batch.days,
          meta: { bytes: total, names },
        });
        const now = clock.now();
        if (rolls && now) await rollupPending(target, now);
        setStatus({ version: recorderStatus.get().version + 1, bytes: total, today });
      })
      .catch(fail);
  };

  const onChange = () => {
    const now = clock.now();
    if (!now || !db) return;
    observe(livedataStore.get(), remoteLive.get(), options.limiter?.get(), now);
    if (minutes.length > 0 && !flushTimer) flushTimer = setTimeout(() => flush(false), 1000);
  };

  // `pagehide`, or `visibilitychange` to hidden: write the minute being filled.
  const onHide = (event: Event) => {
    if (event.type[0] === 'p' || document.hidden) flush(true);
  };

  const readClock = async () => {
    clockTimer = undefined;
    try {
      const sent = Date.now();
      clock.reading(await readStatus(), sent, Date.now());
    } catch {
      // Unreachable for now: keep the last model and try again.
    }
    if (stopped || !unsubscribe) return;
    const ready = clock.now() !== undefined;
    if (ready !== recorderStatus.get().recording)
      setStatus({ recording: ready, reason: ready ? undefined : 'clock' });
    if (!stopped) clockTimer = setTimeout(readClock, clock.nextReadInMs());
  };

  function stopRecording() {
    flush(true);
    unsubscribe?.();
    unsubscribe = undefined;
    releaseSocket?.();
    releaseSocket = undefined;
    removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onHide);
    clearTimeout(clockTimer);
    clearTimeout(flushTimer);
  }

  const startRecording = async () => {
    try {
      db = await dbPromise;
      // IndexedDB lists the days in key order, oldest first.
      const latest = (await db.days()).at(-1);
      if (stopped) return;
      if (latest && !days.has(latest.d)) days.set(latest.d, latest);
      setStatus({ bytes: (await db.meta<number>('bytes')) ?? 0, today: latest });
      names = { ...((await db.meta<Record<string, string>>('names')) ?? {}) };
    } catch (error) {
      fail(error);
      return;
    }
    releaseSocket = (options.acquireSocket ?? holdSockets)();
    const unsubs = [livedataStore, remoteLive, options.limiter].map((store) => store?.subscribe(onChange));
    unsubscribe = () => {
      for (const unsub of unsubs) unsub?.();
    };
    addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    await readClock();
    const now = clock.now();
    if (now && db) await rollupPending(db, now).catch(fail);
  };

  const follow = () => {
    const leads = tabLeader.isLeader();
    if (leads && !unsubscribe && !stopped) void startRecording();
    if (!leads) {
      if (unsubscribe) stopRecording();
      setStatus({ recording: false, reason: 'follower' });
    }
  };
  const unsubLeader = tabLeader.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    unsubLeader();
    stopRecording();
    setStatus({ recording: false, reason: undefined });
  };
}
