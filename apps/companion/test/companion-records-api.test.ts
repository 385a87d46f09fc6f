import type { DayRecord, SampleRecord } from '@dtu/recording';
import { remoteRecordStore } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { ADMIN, gatewayBehindCompanion } from './support/companion-fixture.ts';

// An hour ago (the recorder's rollup prunes old minutes; the gateway's clock is this machine's).
const T0 = Math.floor(Date.now() / 3_600_000 - 1) * 3_600_000;
const minute = (i: number): SampleRecord => ({
  t: T0 + i * 60_000,
  o: 60,
  c: 1,
  s: { 'i:1141': Float64Array.from([i, Number.NaN]), site: Float32Array.from([0.25]) },
});
const DAY: DayRecord = { d: '2020-01-01', o: 60, cov: 3, inv: {} };

/** The browser's client of the records API, over plain `fetch` with `authorization`. */
function browserStore(via: string, authorization?: string) {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const answer = async <T>(reply: Response): Promise<T> => {
    if (!reply.ok) throw new Error(`${reply.status}`);
    return (await reply.json()) as T;
  };
  return remoteRecordStore({
    get: async (path) => answer(await fetch(`${via}${path}`, { headers })),
    post: async (path, body) =>
      answer(
        await fetch(`${via}${path}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  });
}

describe('the records API of a companion (2024.05.03)', () => {
  const setup = gatewayBehindCompanion();

  it('says it is one, for the gateway it serves', async () => {
    expect(await (await fetch(`${setup.via}/companion/records`)).json()).toEqual({ gateway: 'garage' });
  });

  it('imports with the gateway admin’s credentials only, and reads what its store holds', async () => {
    const minutes = [0, 1, 5].map(minute);
    await expect(browserStore(setup.via).write({ min: minutes })).rejects.toThrow('401');
    const wrong = `Basic ${Buffer.from('admin:nope').toString('base64')}`;
    await expect(browserStore(setup.via, wrong).write({ min: minutes })).rejects.toThrow('401');

    const remote = browserStore(setup.via, ADMIN);
    const bytes = await remote.write({ min: minutes, day: [DAY], meta: { imported: true } });
    const local = setup.companion.served[0]?.recorder.store;
    expect(bytes).toBe(await local?.meta('bytes'));
    expect(await remote.samples('min', T0, T0 + 3_600_000)).toEqual(minutes);
    expect(await remote.samples('min', T0, T0 + 3_600_000, 1)).toEqual(minutes.slice(0, 1));
    expect(await remote.around('min', T0 + 120_000, T0 + 120_000)).toEqual([minutes[1], minutes[2]]);
    expect(await remote.around('q', T0, T0)).toEqual([undefined, undefined]);
    expect((await remote.days('2020-01-01'))[0]).toEqual(DAY);
    expect(await remote.meta('imported')).toBe(true);
    expect(await remote.meta('never')).toBeUndefined();
  });
});
