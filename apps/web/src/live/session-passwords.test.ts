import { describe, expect, it } from 'vitest';
import { createSessionPasswords, type PasswordChannel } from './session-passwords.ts';

/** Channels of several tabs: a message reaches every other tab at once. */
function bus() {
  const channels: PasswordChannel[] = [];
  return () => {
    const channel: PasswordChannel = {
      onmessage: null,
      postMessage(message) {
        for (const other of channels)
          if (other !== channel) other.onmessage?.({ data: structuredClone(message) });
      },
    };
    channels.push(channel);
    return channel;
  };
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('session passwords', () => {
  it('are kept in the session storage and shared with the open tabs, a later one included', () => {
    const channel = bus();
    const storageA = memoryStorage();
    const a = createSessionPasswords(storageA, channel());
    const b = createSessionPasswords(memoryStorage(), channel());
    a.set('dtu2', 'pw');
    expect(b.get('dtu2')).toBe('pw');
    expect(JSON.parse(storageA.getItem('sites.passwords') ?? '{}')).toEqual({ dtu2: 'pw' });
    // A tab opened later asks and gets them.
    const c = createSessionPasswords(memoryStorage(), channel());
    expect(c.get('dtu2')).toBe('pw');
    // A reload of the same tab reads its session storage.
    expect(createSessionPasswords(storageA).get('dtu2')).toBe('pw');
    c.set('dtu2', '');
    expect([a.get('dtu2'), b.get('dtu2')]).toEqual([undefined, undefined]);
  });

  it('ignores messages of any other shape', () => {
    const channel = bus();
    const a = createSessionPasswords(memoryStorage(), channel());
    const stranger = channel();
    for (const data of [null, 'x', { k: 'p' }, { k: 'p', p: { dtu2: 5 } }, { k: 'p', p: ['pw'] }])
      stranger.postMessage(data as never);
    expect(a.get('dtu2')).toBeUndefined();
  });
});
