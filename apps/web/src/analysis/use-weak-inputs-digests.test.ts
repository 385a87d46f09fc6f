import 'fake-indexeddb/auto';
import { acChannel, dcChannel, liveInverter } from '@dtu/contract/fixtures';
import type { DayRecord } from '@dtu/recording';
import { DIGESTS, type DigestBook } from '@dtu/recording';
import { freeSample } from '@dtu/recording/test-data';
import { renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { getHistoryDb } from '../history/recorder.ts';
import { notifyHistoryChanged } from '../history/use-history.ts';
import { livedataStore } from '../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../live/merge-livedata.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { useWeakInputs } from './use-weak-inputs.ts';

const roof = liveInverter('114183712345', {
  name: 'Roof',
  AC: { '0': acChannel(400) },
  DC: { '0': dcChannel('East', 200, 410), '1': dcChannel('West', 200, 410) },
});
const HOUR_MS = 3_600_000;
const DAYS = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'];
/** Local midnight (+02:00) of a day. */
const midnight = (d: string) => Date.parse(`${d}T00:00:00+02:00`);

const summary = (d: string, today: boolean) =>
  ({
    d,
    o: 120,
    cov: today ? 20 : 600,
    inv: { [roof.serial]: { lP: today, ch: [{ yd: 500 }, { yd: 400 }] } },
  }) as unknown as DayRecord;

it('digests a finished day once: the next check reads only the samples of today', async () => {
  fakeDeviceApi({});
  const db = await getHistoryDb();
  // Three finished days rolled up into quarters (10:00 to 15:00), today in minutes.
  const q = DAYS.slice(0, 3).flatMap((d) =>
    Array.from({ length: 20 }, (_, k) =>
      freeSample(roof.serial, midnight(d) + 10 * HOUR_MS + k * 15 * 60_000, 15),
    ),
  );
  const today = midnight(DAYS[3] as string);
  const min = Array.from({ length: 20 }, (_, k) =>
    freeSample(roof.serial, today + 12 * HOUR_MS + k * 60_000),
  );
  await db.write({ q, min, day: DAYS.map((d, i) => summary(d, i === 3)) });
  notifyHistoryChanged();
  livedataStore.set({
    ...EMPTY_LIVEDATA,
    serials: [roof.serial],
    inverters: { [roof.serial]: { inverter: { ...roof, data_age_ms: 0 }, receivedAtMs: 0 } },
  });
  const first = renderHook(() => useWeakInputs());
  await waitFor(() => expect(first.result.current?.verdicts[0]?.findings).toHaveLength(1));
  const finding = first.result.current?.verdicts[0]?.findings[0];
  expect(finding).toMatchObject({ input: 1, kind: 'voltage', count: 80 });
  // The finished days' digests are kept; today's, still growing, is not.
  await waitFor(async () =>
    expect(Object.keys((await db.meta<DigestBook>(DIGESTS)) ?? {})).toEqual(DAYS.slice(0, 3)),
  );
  first.unmount();

  // Another page (or the next hour's check): the same verdict from today's samples alone.
  const reads = vi.spyOn(db, 'samples');
  const second = renderHook(() => useWeakInputs());
  await waitFor(() => expect(second.result.current?.verdicts[0]?.findings).toEqual([finding]));
  expect(reads).toHaveBeenCalled();
  for (const [, fromT] of reads.mock.calls) expect(fromT).toBeGreaterThanOrEqual(today);
  reads.mockRestore();
});
