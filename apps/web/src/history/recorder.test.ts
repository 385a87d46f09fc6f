import 'fake-indexeddb/auto';
import type { DeviceClock, DeviceInstant } from '@dtu/recording';
import { INV } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../live/merge-livedata.ts';
import { remoteLive } from '../live/remote-devices.ts';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { liveState } from '../test-support/history-fixtures.ts';
import { recorderStatus, startRecorder } from './recorder.ts';
import { type HistoryDb, historyDb, openDatabase, StorageError } from './storage.ts';

let instant: DeviceInstant = { utcMs: Date.UTC(2024, 4, 3, 8, 0, 10), offsetMin: 120 };
const clock: DeviceClock = { now: () => instant, reading: () => {}, nextReadInMs: () => 60_000 };
const readStatus = () => Promise.reject(new Error('not needed'));
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  livedataStore.set(EMPTY_LIVEDATA);
  remoteLive.set({});
});

function start(db: Promise<HistoryDb>) {
  stop = startRecorder({ clock, readStatus, db: () => db, acquireSocket: () => () => {} });
}

describe('recorder', () => {
  it('folds messages into a minute and flushes it with the day summary', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    start(Promise.resolve(db));
    await vi.waitFor(() => expect(recorderStatus.get().recording).toBe(true), ASYNC_TIMEOUT_MS);
    livedataStore.set(liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 10.5 }));
    instant = { ...instant, utcMs: instant.utcMs + 20_000 };
    livedataStore.set(liveState('1161', { power: 300, yieldDayWh: 502, yieldTotalKwh: 10.502 }));
    instant = { ...instant, utcMs: instant.utcMs + 40_000 };
    livedataStore.set(liveState('1161', { power: 200, yieldDayWh: 505, yieldTotalKwh: 10.505 }));
    await vi.waitFor(
      async () => expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(1),
      { timeout: 4000 },
    );
    const [record] = await db.samples('min', 0, Number.MAX_SAFE_INTEGER);
    const series = record?.s['i:1161'];
    expect(series?.[INV.power]).toBe(200);
    expect(series?.[INV.powerMax]).toBe(300);
    expect(series?.[INV.yieldTotalWh]).toBe(10_502);
    expect(record?.s['c:1161:0']?.length).toBe(5);
    const [day] = await db.days();
    expect(day).toMatchObject({ d: '2024-05-03', cov: 2 });
    expect(day?.inv['1161']).toMatchObject({ n: 'Roof 61', fYt: 10_500, yd: 505, pk: 300 });
    // Leaving the page writes the minute still being filled.
    dispatchEvent(new Event('pagehide'));
    await vi.waitFor(
      async () => expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(2),
      ASYNC_TIMEOUT_MS,
    );
    expect(recorderStatus.get().bytes).toBeGreaterThan(0);
  });

  it('records other devices under their host, the local device under its bare serial', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    start(Promise.resolve(db));
    await vi.waitFor(() => expect(recorderStatus.get().recording).toBe(true), ASYNC_TIMEOUT_MS);
    livedataStore.set(liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 10.5 }));
    remoteLive.set({
      'dtu2:8081': {
        socket: 'online',
        live: liveState('1161', { power: 7, yieldDayWh: 70, yieldTotalKwh: 1 }),
      },
    });
    instant = { ...instant, utcMs: instant.utcMs + 60_000 };
    livedataStore.set(liveState('1161', { power: 110, yieldDayWh: 501, yieldTotalKwh: 10.501 }));
    await vi.waitFor(
      async () => expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(1),
      { timeout: 4000 },
    );
    const [record] = await db.samples('min', 0, Number.MAX_SAFE_INTEGER);
    expect(Object.keys(record?.s ?? {}).sort()).toEqual([
      'c:1161:0',
      'c:dtu2:8081/1161:0',
      'i:1161',
      'i:dtu2:8081/1161',
    ]);
    expect(record?.s['i:dtu2:8081/1161']?.[INV.power]).toBe(7);
    const [day] = await db.days();
    expect(Object.keys(day?.inv ?? {}).sort()).toEqual(['1161', 'dtu2:8081/1161']);
    expect(await db.meta('names')).toMatchObject({
      '1161': 'Roof 61',
      'dtu2:8081/1161': 'Roof 61 (dtu2:8081)',
    });
  });

  it('shows "not recording" when storage is full and leaves the live data alone', async () => {
    const real = historyDb(await openDatabase(new IDBFactory()));
    // Full once minutes arrive (the start-up rollup still fits).
    const full: HistoryDb = {
      ...real,
      write: (batch) => (batch.min ? Promise.reject(new StorageError('quota')) : real.write(batch)),
    };
    start(Promise.resolve(full));
    await vi.waitFor(() => expect(recorderStatus.get().recording).toBe(true), ASYNC_TIMEOUT_MS);
    livedataStore.set(liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 10.5 }));
    instant = { ...instant, utcMs: instant.utcMs + 60_000 };
    livedataStore.set(liveState('1161', { power: 120, yieldDayWh: 501, yieldTotalKwh: 10.501 }));
    await vi.waitFor(
      () => expect(recorderStatus.get()).toMatchObject({ recording: false, reason: 'quota' }),
      {
        timeout: 4000,
      },
    );
    const next = liveState('1161', { power: 130, yieldDayWh: 502, yieldTotalKwh: 10.502 });
    livedataStore.set(next);
    expect(livedataStore.get()).toBe(next);
  });

  it('does not retry a failed write: recording stops with what it had', async () => {
    const real = historyDb(await openDatabase(new IDBFactory()));
    let writes = 0;
    const full: HistoryDb = {
      ...real,
      write: (batch) => {
        writes += 1;
        return batch.min ? Promise.reject(new StorageError('quota')) : real.write(batch);
      },
    };
    start(Promise.resolve(full));
    await vi.waitFor(() => expect(recorderStatus.get().recording).toBe(true), ASYNC_TIMEOUT_MS);
    livedataStore.set(liveState('1161', { power: 100, yieldDayWh: 500, yieldTotalKwh: 10.5 }));
    instant = { ...instant, utcMs: instant.utcMs + 60_000 };
    livedataStore.set(liveState('1161', { power: 120, yieldDayWh: 501, yieldTotalKwh: 10.501 }));
    await vi.waitFor(() => expect(recorderStatus.get().reason).toBe('quota'), { timeout: 4000 });
    const failed = writes;
    // A write queued by now reads the stored byte count first: a transaction of ours orders after it.
    await real.write({});
    await real.meta('bytes');
    expect(writes).toBe(failed);
  });

  it('reports an unavailable database as the reason', async () => {
    start(openDatabase(null).then(historyDb));
    await vi.waitFor(
      () => expect(recorderStatus.get()).toMatchObject({ recording: false, reason: 'unavailable' }),
      ASYNC_TIMEOUT_MS,
    );
  });
});
