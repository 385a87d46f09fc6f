import {
  INDEX_HTML,
  LIVEDATA_ONBATTERY_2026,
  livedataStatus,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
  SYSTEM_STATUS_OPENDTU_V26,
} from '@dtu/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { currentGeneration, GENERATION_STORAGE_KEY, generationStore, probeGeneration } from './generation.ts';

const { vedirect: _v, huawei: _h, battery: _b, power_meter: _p, ...plainLivedata } = livedataStatus([]);
const ONBATTERY_2026_LIVEDATA = { ...plainLivedata, ...LIVEDATA_ONBATTERY_2026 };

const gets = (api: ReturnType<typeof fakeDeviceApi>) =>
  api.fetchMock.mock.calls.map(([path]) => String(path));

beforeEach(() => generationStore.set(undefined));
afterEach(() => vi.unstubAllGlobals());

describe('probeGeneration', () => {
  it('finds each generation from the status and the livedata keys', async () => {
    const cases = [
      [SYSTEM_STATUS, livedataStatus([]), 'onbattery-2024.05.03'],
      [SYSTEM_STATUS_ONBATTERY_2026, ONBATTERY_2026_LIVEDATA, 'onbattery-2026.03.31'],
      [SYSTEM_STATUS_OPENDTU_V26, plainLivedata, 'opendtu-v26.3.30'],
    ] as const;
    for (const [status, livedata, generation] of cases) {
      generationStore.set(undefined);
      localStorage.clear();
      fakeDeviceApi({ 'GET /api/system/status': status, 'GET /api/livedata/status': livedata });
      await probeGeneration();
      expect(currentGeneration()).toBe(generation);
    }
  });

  it('probes once per firmware: the next page load reads only the status while git_hash and config_version stay', async () => {
    const routes = {
      'GET /api/system/status': SYSTEM_STATUS_ONBATTERY_2026,
      'GET /api/livedata/status': ONBATTERY_2026_LIVEDATA,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await probeGeneration();
    expect(currentGeneration()).toBeUndefined(); // unreachable: still probing, asked again on the next use
    let api = fakeDeviceApi(routes);
    await probeGeneration();
    expect(gets(api)).toEqual(['/api/system/status', '/api/livedata/status']);
    expect(JSON.parse(localStorage.getItem(GENERATION_STORAGE_KEY)!)).toEqual({
      key: '2026.03.31|0.1.30',
      generation: 'onbattery-2026.03.31',
      lineage: 'onbattery-2026',
    });

    generationStore.set(undefined); // a new page load
    api = fakeDeviceApi(routes);
    await probeGeneration();
    expect(gets(api)).toEqual(['/api/system/status']);
    expect(currentGeneration()).toBe('onbattery-2026.03.31');

    // Another firmware on the same device: probed again.
    generationStore.set(undefined);
    api = fakeDeviceApi({
      ...routes,
      'GET /api/system/status': { ...SYSTEM_STATUS_ONBATTERY_2026, git_hash: '2026.04.30' },
    });
    await probeGeneration();
    expect(gets(api)).toEqual(['/api/system/status', '/api/livedata/status']);
    expect(currentGeneration()).toBe('unknown');
  });

  it('takes an HTML answer for no OpenDTU, never for a generation', async () => {
    fakeDeviceApi({
      'GET /api/system/status': new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } }),
    });
    await probeGeneration();
    expect(generationStore.get()).toEqual({ opendtu: false });
    expect(currentGeneration()).toBe('unknown');
    expect(localStorage.getItem(GENERATION_STORAGE_KEY)).toBeNull();
  });

  it('remembers the lineage with the generation, so the firmware keeps its project name', async () => {
    const routes = {
      'GET /api/system/status': SYSTEM_STATUS,
      'GET /api/livedata/status': livedataStatus([]),
    };
    fakeDeviceApi(routes);
    await probeGeneration();
    generationStore.set(undefined);
    fakeDeviceApi(routes);
    await probeGeneration();
    expect(generationStore.get()).toMatchObject({
      generation: 'onbattery-2024.05.03',
      lineage: 'onbattery-2024',
    });
  });
});
