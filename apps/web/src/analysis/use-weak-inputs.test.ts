import 'fake-indexeddb/auto';
import { LIMITER_POWER_SOURCE } from '@dtu/contract';
import { acChannel, dcChannel, liveInverter, powerLimiter2026 } from '@dtu/contract/fixtures';
import { DIGESTS } from '@dtu/recording';
import { freeSample } from '@dtu/recording/test-data';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getHistoryDb } from '../history/recorder.ts';
import { notifyHistoryChanged } from '../history/use-history.ts';
import { getLimiterStatus } from '../live/limiter-status.ts';
import { livedataStore } from '../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../live/merge-livedata.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { useWeakInputs } from './use-weak-inputs.ts';

const roof = liveInverter('114183712345', {
  name: 'Roof',
  AC: { '0': acChannel(400) },
  DC: { '0': dcChannel('East', 200, 410), '1': dcChannel('West', 200, 410) },
});

beforeEach(() => {
  livedataStore.set(EMPTY_LIVEDATA);
  // The device answers no limiter status: the governed inverter is known to be none.
  fakeDeviceApi({});
});

describe('useWeakInputs', () => {
  it('gives no verdict before the live data described the inverters, then one per inverter', async () => {
    // The page's first answer (the REST summary) names the inverter without its inputs.
    livedataStore.set({ ...EMPTY_LIVEDATA, serials: [roof.serial], inverters: {} });
    const { result } = renderHook(() => useWeakInputs());
    // The limiter and the history are read (no days yet), the inverters not described: no verdict.
    await waitFor(() => expect(getLimiterStatus()).toBeNull());
    await act(async () => {
      await (await getHistoryDb()).days();
    });
    expect(result.current).toBeUndefined();
    act(() =>
      livedataStore.set({
        ...EMPTY_LIVEDATA,
        serials: [roof.serial],
        inverters: { [roof.serial]: { inverter: { ...roof, data_age_ms: 0 }, receivedAtMs: 0 } },
      }),
    );
    await waitFor(() => expect(result.current?.verdicts.map((v) => v.serial)).toEqual([roof.serial]));
  });

  it('reads the minutes of the recorded today while the device clock is months from the browser', async () => {
    await recordWeakWest();
    const { result } = renderHook(() => useWeakInputs());
    await waitFor(() =>
      expect(result.current?.verdicts[0]?.findings).toEqual([
        expect.objectContaining({ input: 1, kind: 'voltage', count: 20 }),
      ]),
    );
  });

  it('runs once at a time: inverters described one after the other do not start a run each', async () => {
    await recordWeakWest();
    const db = await getHistoryDb();
    const meta = db.meta;
    let runs = 0;
    // Each run of the finder starts by reading its kept digests.
    db.meta = ((key: string) => {
      if (key === DIGESTS) runs += 1;
      return meta(key);
    }) as typeof db.meta;
    try {
      const { result } = renderHook(() => useWeakInputs());
      await waitFor(() => expect(result.current?.verdicts).toHaveLength(1));
      const before = runs;
      // Ten more inverters arrive, each in its own live-data message.
      const more = Array.from({ length: 10 }, (_, k) =>
        liveInverter(`1141837100${k}0`, { name: `Inverter ${k}`, DC: { '0': dcChannel('A', 100, 400) } }),
      );
      for (let k = 1; k <= more.length; k++) {
        const state = livedataStore.get();
        const added = more[k - 1]!;
        act(() =>
          livedataStore.set({
            ...state,
            serials: [...state.serials, added.serial],
            inverters: {
              ...state.inverters,
              [added.serial]: { inverter: { ...added, data_age_ms: 0 }, receivedAtMs: 0 },
            },
          }),
        );
      }
      await waitFor(() => expect(result.current?.verdicts).toHaveLength(11));
      // The one running when the messages came, and the newest list: not one run per message.
      expect(runs - before).toBeLessThanOrEqual(2);
    } finally {
      db.meta = meta;
    }
  });

  it('2026.03.31: an inverter the limiter runs from the battery is not weak, among several it governs', async () => {
    runFirmware('onbattery-2026.03.31');
    const status = powerLimiter2026();
    status.inverters = [
      { ...status.inverters[1]!, is_governed: true, power_source: LIMITER_POWER_SOURCE.Solar },
      { ...status.inverters[0]!, serial: roof.serial },
    ];
    fakeDeviceApi({ 'GET /api/powerlimiter/status': status });
    await recordWeakWest();
    const { result } = renderHook(() => useWeakInputs());
    await waitFor(() => expect(result.current?.verdicts[0]).toMatchObject({ battery: true, findings: [] }));
  });
});

/**
 * Twenty recorded minutes of 2026-06-24 (device zone +02:00) with "West" at 2/3 of East's voltage,
 * and the live data that describes the inverter; the browser's clock is left where it is, and the
 * device clock is not modelled yet.
 */
async function recordWeakWest() {
  const start = Date.parse('2026-06-24T12:00:00+02:00');
  const min = Array.from({ length: 20 }, (_, k) => freeSample(roof.serial, start + k * 60_000));
  const day = {
    d: '2026-06-24',
    o: 120,
    cov: 20,
    inv: { [roof.serial]: { lP: true, ch: [{ yd: 500 }, { yd: 400 }] } },
  };
  await (await getHistoryDb()).write({ min, day: [day as never] });
  // Written beside the recorder: tell the views, as the recorder's own writes do.
  notifyHistoryChanged();
  livedataStore.set({
    ...EMPTY_LIVEDATA,
    serials: [roof.serial],
    inverters: { [roof.serial]: { inverter: { ...roof, data_age_ms: 0 }, receivedAtMs: 0 } },
  });
}
