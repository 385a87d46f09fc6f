import { describe, expect, it } from 'vitest';
import { encodeCredentials, storeUser } from './session.ts';
import { websocketUrl } from './websocket-url.ts';

describe('websocketUrl', () => {
  it('follows the page protocol', () => {
    expect(websocketUrl('/livedata', { protocol: 'http:', host: 'dtu:8080' })).toBe('ws://dtu:8080/livedata');
    expect(websocketUrl('/console', { protocol: 'https:', host: 'dtu' })).toBe('wss://dtu/console');
  });

  it('puts the stored credentials into the userinfo, keeping the first colon literal', () => {
    storeUser({ authdata: encodeCredentials('admin', 'p:w@d') });
    expect(websocketUrl('/livedata', { protocol: 'http:', host: 'dtu' })).toBe(
      'ws://admin:p%3Aw%40d@dtu/livedata',
    );
  });
});

describe('websocketUrl for another device', () => {
  it('uses the credentials given for that device, not the session', () => {
    storeUser({ authdata: encodeCredentials('admin', 'local') });
    expect(websocketUrl('/livedata', { protocol: 'http:', host: 'dtu2:81' }, 'admin:x@y')).toBe(
      'ws://admin:x%40y@dtu2:81/livedata',
    );
    expect(websocketUrl('/livedata', { protocol: 'http:', host: 'dtu2' }, '')).toBe('ws://dtu2/livedata');
  });
});
