import { describe, expect, it } from 'vitest';
import { commandWatch, STATUS_BUSY_MS, STATUS_MS, trackCommands } from './command-failures.ts';

describe('trackCommands', () => {
  it('a failure lasts through retries until "Ok" or the inverter leaves the list', () => {
    const failing = new Map();
    expect(trackCommands(failing, 'limit', { a: 'Ok', b: 'Ok' })).toBe(false);
    expect(trackCommands(failing, 'limit', { a: 'Failure', b: 'Pending' })).toBe(true);
    expect(trackCommands(failing, 'limit', { a: 'Pending', b: 'Ok' })).toBe(true);
    expect([...failing.keys()]).toEqual(['a:limit']);
    // The power channel of the same inverter is its own.
    trackCommands(failing, 'power', { a: 'Ok' });
    expect([...failing.keys()]).toEqual(['a:limit']);
    expect(trackCommands(failing, 'limit', { b: 'Ok' })).toBe(false);
    expect(failing.size).toBe(0);
  });
});

describe('commandWatch', () => {
  it('reads both statuses, names the failures and reads sooner while one is unsettled', async () => {
    const watch = commandWatch();
    let limit = 'Failure';
    const get = async <T>(path: string) =>
      (path === '/api/limit/status'
        ? { a1: { limit_relative: 50, max_power: 800, limit_set_status: limit } }
        : { a1: { power_set_status: 'Ok' } }) as T;
    const nameOf = (serial: string) => `Inverter ${serial}`;
    expect(await watch.read(get, nameOf)).toEqual({
      failures: [{ serial: 'a1', kind: 'limit', name: 'Inverter a1' }],
      nextMs: STATUS_BUSY_MS,
    });
    // The firmware's retry: still failing.
    limit = 'Pending';
    expect((await watch.read(get, nameOf)).failures).toHaveLength(1);
    limit = 'Ok';
    expect(await watch.read(get, nameOf)).toEqual({ failures: [], nextMs: STATUS_MS });
  });
});
