import type { NtpStatus } from '@dtu/contract';
import { apiGet } from '../api/client.ts';
import { livedataSocket, livedataStore } from '../live/livedata.ts';
import { createStore, type Store } from '../live/store.ts';
import { tabLeader } from '../live/tab-leader.ts';
import { createDeviceClock, type DeviceClock } from './device-clock.ts';
import { dayKey, dayNumber } from './device-time.ts';
import { RecorderCore } from './recorder-core.ts';
import { type DayRecord, recordBytes } from './records.ts';
import { rollupPending } from './rollup.ts';
import type { LimiterSample } from './sampling.ts';
import { type HistoryDb, historyDb, openDatabase, StorageError, type StorageProblem } from './storage.ts';

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
  /** Keeps the `/livedata` socket open while recording (the shared socket by default). */
  acquireSocket?: () => () => void;
}

/** Starts recording in this tab while it leads; returns the stop function. */
export function startRecorder(options: RecorderOptions = {}): () => void {
  const clock = options.clock ?? deviceClock;
  const readStatus =
    options.readStatus ?? (() => apiGet<NtpStatus>('/api/ntp/status', { suppressErrorPage: true }));
  const dbPromise = (options.db ?? getHistoryDb)();
  const core = new RecorderCore();
  let stopped = false;
  let db: HistoryDb | undefined;
  let clockTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let releaseSocket: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  const fail = (error: unknown) => {
    const reason = error instanceof StorageError ? error.problem : 'failed';
    if (!stopped) setStatus({ recording: false, reason });
    stopRecording();
  };

  const flush = (partial: boolean) => {
    flushTimer = undefined;
    if (!db) return;
    const target = db;
    const batch = core.take(partial);
    const ended = core.endedDays.splice(0);
    if (batch.minutes.length === 0 && batch.days.length === 0) return;
    const bytes = batch.minutes.reduce((n, record) => n + recordBytes(record), 0);
    writing = writing
      .then(async () => {
        const total = ((await target.meta<number>('bytes')) ?? 0) + bytes;
        await target.write({
          minutes: batch.minutes,
          days: batch.days,
          meta: { bytes: total, names: core.names },
        });
        const now = clock.now();
        if (ended.length > 0 && now) await rollupPending(target, now);
        const today = batch.days.at(-1);
        setStatus({ version: recorderStatus.get().version + 1, bytes: total, ...(today ? { today } : {}) });
      })
      .catch(fail);
  };

  const onChange = () => {
    const now = clock.now();
    if (!now || !db) return;
    core.observe(livedataStore.get(), options.limiter?.get(), now);
    if (core.pendingMinutes.length > 0 && !flushTimer) flushTimer = setTimeout(() => flush(false), 1000);
  };

  const onHide = () => flush(true);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush(true);
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
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(clockTimer);
    clearTimeout(flushTimer);
  }

  const startRecording = async () => {
    try {
      db = await dbPromise;
      const days = await db.days();
      const latest = days.sort((a, b) => a.d.localeCompare(b.d)).at(-1);
      if (stopped) return;
      if (latest) core.resume(latest);
      setStatus({ bytes: (await db.meta<number>('bytes')) ?? 0, ...(latest ? { today: latest } : {}) });
      core.names = { ...((await db.meta<Record<string, string>>('names')) ?? {}) };
    } catch (error) {
      fail(error);
      return;
    }
    releaseSocket = (options.acquireSocket ?? livedataSocket.acquire)();
    const unsubLive = livedataStore.subscribe(onChange);
    const unsubLimiter = options.limiter?.subscribe(onChange);
    unsubscribe = () => {
      unsubLive();
      unsubLimiter?.();
    };
    addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
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

/** The device-local day key of an instant, for views. */
export function todayKey(clock: DeviceClock): string | undefined {
  const now = clock.now();
  return now ? dayKey(dayNumber(now.utcMs, now.offsetMin)) : undefined;
}
