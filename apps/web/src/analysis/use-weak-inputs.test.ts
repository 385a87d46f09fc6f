import 'fake-indexeddb/auto';
import { acChannel, dcChannel, liveInverter } from '@dtu/contract/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getHistoryDb } from '../history/recorder.ts';
import { getLimiterStatus } from '../live/limiter-status.ts';
import { livedataStore } from '../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../live/merge-livedata.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
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
        inverters: { [roof.serial]: { inverter: roof, receivedAtMs: 0 } },
      }),
    );
    await waitFor(() => expect(result.current?.verdicts.map((v) => v.serial)).toEqual([roof.serial]));
  });
});
