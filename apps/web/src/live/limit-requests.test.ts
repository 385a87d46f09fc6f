import { describe, expect, it } from 'vitest';
import { storedStore } from '../store/stored-store.ts';
import { parseLimitRequests } from './limit-requests.ts';

describe('stored limit requests', () => {
  it('keeps valid entries and drops broken ones', () => {
    const good = { value: 400, relative: false, persistent: true, atMs: 5 };
    expect(parseLimitRequests({ a: good, b: { value: 'x' }, c: null })).toEqual({ a: good });
    expect(parseLimitRequests([1, 2])).toEqual({});
  });

  it('survive garbage and are written back on change', () => {
    localStorage.setItem('test-key', '{oops');
    const store = storedStore('test-key', parseLimitRequests, {});
    expect(store.get()).toEqual({});
    store.set({ x: { value: 1, relative: true, persistent: false, atMs: 2 } });
    expect(storedStore('test-key', parseLimitRequests, {}).get()).toEqual(store.get());
    localStorage.removeItem('test-key');
    expect(storedStore<object>('test-key', () => ({ y: 1 }), {}).get()).toEqual({});
  });
});
