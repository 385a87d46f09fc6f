import type { LimitStatusEntry } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { normalInverter } from '../test-support/normal-inverter.ts';
import { limitNotReadYet, limitOutcome, limitStatusNow } from './limit-outcome.ts';
import type { LimitRequest } from './limit-requests.ts';

const request = (value: number, relative: boolean): LimitRequest => ({
  value,
  relative,
  persistent: false,
  atMs: 0,
});
const status = (limit_relative: number, max_power = 800, s = 'Ok'): LimitStatusEntry =>
  ({ limit_relative, max_power, limit_set_status: s }) as LimitStatusEntry;

describe('limitOutcome', () => {
  it('is pending until the device reports Ok, failed on Failure', () => {
    expect(limitOutcome(request(50, true), undefined, false)).toEqual({ kind: 'pending' });
    expect(limitOutcome(request(50, true), status(100, 800, 'Pending'), false)).toEqual({ kind: 'pending' });
    expect(limitOutcome(request(50, true), status(100, 800, 'Failure'), false)).toEqual({ kind: 'failed' });
  });

  it('confirms a relative request with its watts, and an absolute one within 1 %', () => {
    expect(limitOutcome(request(62.5, true), status(62.5), false)).toEqual({
      kind: 'confirmed',
      relative: 62.5,
      watts: 500,
    });
    expect(limitOutcome(request(400, false), status(50), false)).toEqual({
      kind: 'confirmed',
      relative: 50,
      watts: 400,
    });
  });

  it('explains the differences it can know', () => {
    expect(limitOutcome(request(150, true), status(100), false)).toMatchObject({ difference: 'clamped' });
    expect(limitOutcome(request(1000, false), status(100), false)).toMatchObject({ difference: 'clamped' });
    expect(limitOutcome(request(3, false), status(0.4), false)).toMatchObject({ difference: 'steps' });
    expect(limitOutcome(request(400, false), status(100, 0), false)).toMatchObject({
      difference: 'maxPowerUnknown',
    });
    expect(limitOutcome(request(400, false), status(20), true)).toMatchObject({ difference: 'limiter' });
    expect(limitOutcome(request(400, false), status(20), false)).toMatchObject({ difference: 'changed' });
  });
});

describe('limitStatusNow', () => {
  const entry = (limit_relative: number, receivedAtMs: number) => ({
    inverter: normalInverter('1', { limit_relative }),
    receivedAtMs,
  });
  it('takes the confirmation’s limit until live data newer than it arrive, then the live limit', () => {
    const read = { status: status(50), readAtMs: 1000 };
    expect(limitStatusNow(undefined, entry(100, 0))).toBeUndefined();
    expect(limitStatusNow(read, entry(100, 999))?.limit_relative).toBe(50);
    expect(limitStatusNow(read, entry(100, 1000))?.limit_relative).toBe(50);
    expect(limitStatusNow(read, entry(70, 1001))?.limit_relative).toBe(70);
    // Not confirmed yet: the device's answer as it is, whatever the live data say.
    expect(limitStatusNow({ status: status(100, 800, 'Pending'), readAtMs: 0 }, entry(70, 1))).toEqual(
      status(100, 800, 'Pending'),
    );
  });
});

describe('limitNotReadYet', () => {
  it('takes 0 % for unread while the inverter feeds or was never reached, not while it idles', () => {
    expect(limitNotReadYet({ limit_relative: 0, reachable: true, producing: true })).toBe(true);
    expect(limitNotReadYet({ limit_relative: 0, reachable: false, producing: false })).toBe(true);
    expect(limitNotReadYet({ limit_relative: 0, reachable: true, producing: false })).toBe(false);
    expect(limitNotReadYet({ limit_relative: 40, reachable: true, producing: true })).toBe(false);
  });
});
