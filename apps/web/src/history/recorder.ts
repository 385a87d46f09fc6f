import type { NtpStatus } from '@dtu/contract';
import type { DayRecord } from '@dtu/recording';
import {
  type ClockReadings,
  createDayBook,
  createDeviceClock,
  createFlusher,
  createLiveObserver,
  createMinuteSampler,
  type DeviceClock,
  type Flusher,
  type FlusherOptions,
  type LimiterSample,
  newestDay,
  rollupPending,
  startClockReadings,
} from '@dtu/recording';
import { livedataSocket, livedataStore } from '../live/livedata.ts';
import { holdRemoteSockets, remoteLive } from '../live/remote-devices.ts';
import { tabLeader } from '../live/tab-leader.ts';
import { apiGet } from '../net/client.ts';
import { createStore, type Store } from '../store/store.ts';
import { companionStore, isCompanionStore } from './companion-store.ts';
import { type HistoryDb, historyDb, openDatabase, StorageError, type StorageProblem } from './storage.ts';

export type { LimiterSample } from '@dtu/recording';

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

/** The opened history database (shared by the recorder and the views): a companion's records when one serves the page. */
export function getHistoryDb(): Promise<HistoryDb> {
  // The browser's database opens while the companion question is on its way (a wait fewer
  // before a day opens); behind a companion it is closed unread.
  database ??= (async () => {
    const local = openDatabase().then(
      (db) => ({ db }),
      (error: unknown) => ({ error }),
    );
    const remote = await companionStore();
    const opened = await local;
    if (remote) {
      if ('db' in opened) opened.db.close();
      return remote;
    }
    if ('error' in opened) throw opened.error;
    return historyDb(opened.db);
  })();
  return database;
}

/** How often the views re-read a companion's records (it writes a second after each minute). */
export const COMPANION_REFRESH_MS = 30_000;

export interface RecorderOptions {
  /** The limiter, read from the charge-controller stream while it is open. */
  limiter?: Store<LimiterSample | undefined>;
  clock?: DeviceClock;
  readStatus?: () => Promise<NtpStatus>;
  db?: () => Promise<HistoryDb>;
  /** Keeps the `/livedata` sockets open while recording (the shared socket and the remote devices' by default). */
  acquireSocket?: () => () => void;
}

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
  // One sampler, day book and observer per recorder: they live on while the tab loses and regains the lead.
  const sampler = createMinuteSampler();
  const book = createDayBook();
  const observer = createLiveObserver(sampler, book);
  let stopped = false;
  let flusher: Flusher | undefined;
  let readings: ClockReadings | undefined;
  let releaseSocket: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  const fail = (error: unknown) => {
    const reason = error instanceof StorageError ? error.problem : 'failed';
    if (!stopped) setStatus({ recording: false, reason });
    // Without the last flush: it would fail as well, and its failure stop again (and again).
    stopRecording(false);
  };

  const flushing: FlusherOptions = {
    collect: (partial) => ({ ...sampler.take(partial), days: book.take(), names: observer.names }),
    now: () => clock.now(),
    written: (bytes, today) => setStatus({ version: recorderStatus.get().version + 1, bytes, today }),
    failed: fail,
  };

  const onChange = () => {
    const now = clock.now();
    if (!now || !flusher) return;
    observer.observe(livedataStore.get(), remoteLive.get(), options.limiter?.get(), now);
    if (sampler.finished() > 0) flusher.later();
  };

  // `pagehide`, or `visibilitychange` to hidden: write the minute being filled.
  const onHide = (event: Event) => {
    if (event.type[0] === 'p' || document.hidden) flusher?.flush();
  };

  const onClockRead = (ready: boolean) => {
    if (ready !== recorderStatus.get().recording)
      setStatus({ recording: ready, reason: ready ? undefined : 'clock' });
  };

  // Behind a companion, it records (also while no page is open): the page only re-reads.
  const followCompanion = (db: HistoryDb) => {
    setStatus({ recording: true, reason: undefined });
    const reread = async () => {
      const today = (await db.days()).at(-1);
      const bytes = (await db.meta<number>('bytes')) ?? 0;
      setStatus({ version: recorderStatus.get().version + 1, bytes, today });
    };
    const refresh = setInterval(() => void reread().catch(() => undefined), COMPANION_REFRESH_MS);
    unsubscribe = () => clearInterval(refresh);
    void reread().catch(() => undefined);
    // The views' "today" follows the device clock here as well.
    readings = startClockReadings(clock, readStatus, () => undefined);
  };

  function stopRecording(flush = true) {
    if (flush) flusher?.flush();
    else flusher?.cancel();
    unsubscribe?.();
    unsubscribe = undefined;
    releaseSocket?.();
    releaseSocket = undefined;
    removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onHide);
    readings?.stop();
    readings = undefined;
  }

  const startRecording = async () => {
    let db: HistoryDb;
    try {
      db = await dbPromise;
      if (isCompanionStore(db)) return followCompanion(db);
      flusher ??= createFlusher(db, flushing);
      // Only the newest summary is read (years of summaries took seconds to read at every start).
      const latest = await newestDay(db);
      if (stopped) return;
      if (latest) book.resume(latest);
      setStatus({ bytes: (await db.meta<number>('bytes')) ?? 0, today: latest });
      observer.names = { ...((await db.meta<Record<string, string>>('names')) ?? {}) };
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
    readings = startClockReadings(clock, readStatus, onClockRead);
    await readings.first;
    const now = clock.now();
    if (now) await rollupPending(db, now).catch(fail);
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
