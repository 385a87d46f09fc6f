import { join } from 'node:path';
import type { NtpStatus } from '@dtu/contract';
import { startClockReadings } from '@dtu/recording/clock-readings.ts';
import { createDayBook } from '@dtu/recording/day-book.ts';
import { createDeviceClock, type DeviceClock } from '@dtu/recording/device-clock.ts';
import { createFlusher } from '@dtu/recording/flusher.ts';
import { createLiveObserver, type LivedataState } from '@dtu/recording/live-observer.ts';
import { createMinuteSampler } from '@dtu/recording/minute-sampler.ts';
import { rollupPending } from '@dtu/recording/rollup.ts';
import type { GatewayReader } from './gateway-reader.ts';
import { privateDir } from './private-dir.ts';
import { openSqliteStore, type SqliteStore } from './sqlite-store.ts';

/** The file of a gateway's records in its data dir. */
export const RECORDS_FILE = 'records.sqlite';

export interface GatewayRecorder {
  store: SqliteStore;
  clock: DeviceClock;
  /** Wall time (ms) of the last write of the records; undefined before the first. */
  lastWriteMs(): number | undefined;
  /** Folds the gateway's live state after a `/livedata` message into the minute and the day. */
  observe(state: LivedataState): void;
  /** Writes the minute being filled, stops reading and closes the file. */
  close(): Promise<void>;
}

/**
 * Records one gateway as the browser's recorder does (the same core, `@dtu/recording`), into
 * `<dataDir>/records.sqlite` (the folder 0700, the file 0600): the device clock from `/api/ntp/status`, every `/livedata`
 * message (`observe`) folded into the minute and the day, the finished minutes written a second after each
 * minute ends (so a killed companion loses at most the minute being filled). Resumes the stored
 * day after a restart; the gateway's own restarts are the counters' business.
 */
export async function startGatewayRecorder(
  reader: GatewayReader,
  dataDir: string,
  report: (line: string) => void,
): Promise<GatewayRecorder> {
  await privateDir(dataDir);
  const store = openSqliteStore(join(dataDir, RECORDS_FILE));
  const clock = createDeviceClock();
  const sampler = createMinuteSampler();
  const book = createDayBook();
  const observer = createLiveObserver(sampler, book);
  const latest = (await store.days()).at(-1);
  if (latest) book.resume(latest);
  observer.names = { ...((await store.meta<Record<string, string>>('names')) ?? {}) };
  let failed = false;
  let lastWrite: number | undefined;
  const flusher = createFlusher(store, {
    collect: (partial) => ({ ...sampler.take(partial), days: book.take(), names: observer.names }),
    now: () => clock.now(),
    written: () => {
      lastWrite = Date.now();
    },
    failed: (error) => {
      if (!failed) report(`recording stopped: ${(error as Error).message}`);
      failed = true;
    },
  });
  let rolled = false;
  const readings = startClockReadings(
    clock,
    () => reader.get<NtpStatus>('/api/ntp/status'),
    (ready) => {
      const now = clock.now();
      if (!ready || rolled || !now) return;
      rolled = true;
      void rollupPending(store, now).catch(() => undefined);
    },
  );
  return {
    store,
    clock,
    lastWriteMs: () => lastWrite,
    observe(state) {
      const now = clock.now();
      if (!now || failed) return;
      observer.observe(state, {}, undefined, now);
      if (sampler.finished() > 0) flusher.later();
    },
    async close() {
      readings.stop();
      if (!failed) await flusher.flush();
      store.close();
    },
  };
}
