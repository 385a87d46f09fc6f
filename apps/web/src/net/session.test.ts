import { afterEach, describe, expect, it } from 'vitest';
import { getUser, removeUser, storeUser, USER_STORAGE_KEY } from './session.ts';

afterEach(() => localStorage.clear());

describe('stored user', () => {
  it('parses the stored text once and follows every change to it, also from another tab', () => {
    storeUser({ authdata: 'YTpi' });
    const first = getUser();
    expect(first).toEqual({ authdata: 'YTpi' });
    expect(getUser()).toBe(first);
    // Another tab's login writes the same key.
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: 'Yzpk' }));
    expect(getUser()).toEqual({ authdata: 'Yzpk' });
    localStorage.setItem(USER_STORAGE_KEY, '{broken');
    expect(getUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '{"authdata":1}');
    expect(getUser()).toBeNull();
    storeUser({ authdata: 'YTpi' });
    expect(getUser()).toEqual({ authdata: 'YTpi' });
    removeUser();
    expect(getUser()).toBeNull();
  });
});
