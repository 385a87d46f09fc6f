import { describe, expect, it } from 'vitest';
import { loadLimitRequests } from './limit-requests.ts';

const storing = (text: string | null) => ({ getItem: () => text });

describe('loadLimitRequests', () => {
  it('keeps valid entries and drops broken ones', () => {
    const good = { value: 400, relative: false, persistent: true, atMs: 5 };
    const text = JSON.stringify({ a: good, b: { value: 'x' }, c: null });
    expect(loadLimitRequests(storing(text))).toEqual({ a: good });
  });

  it('survives garbage and missing storage', () => {
    expect(loadLimitRequests(storing('{oops'))).toEqual({});
    expect(loadLimitRequests(storing('[1,2]'))).toEqual({});
    expect(loadLimitRequests(undefined)).toEqual({});
  });
});
