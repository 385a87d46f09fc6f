import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser, onSession, USER_STORAGE_KEY } from '../net/session.ts';
import { login } from './login.ts';

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('stores the answer plus authdata and emits logged-in', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"type":"success","message":"Authentication successful!","code":10002}'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loggedIn = vi.fn();
    const off = onSession('logged-in', loggedIn);
    await login('admin', 'openDTU42');
    off();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/security/authenticate');
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('admin:openDTU42')}`,
    );
    expect(getUser()).toEqual({
      type: 'success',
      message: 'Authentication successful!',
      code: 10002,
      authdata: btoa('admin:openDTU42'),
    });
    expect(loggedIn).toHaveBeenCalledOnce();
  });

  it('rejects with Invalid credentials and clears the stored user on 401', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: 'b2xk' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    await expect(login('admin', 'wrong')).rejects.toMatchObject({
      message: 'Invalid credentials',
      status: 401,
    });
    expect(getUser()).toBeNull();
  });

  it('rejects other failures without touching the stored user or leaving the page', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: 'b2xk' }));
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"x"}', { status: 500 })),
    );
    await expect(login('admin', 'pw')).rejects.toMatchObject({
      message: 'The device could not check the credentials (HTTP 500). Try again in a moment.',
      status: 500,
    });
    expect(getUser()?.authdata).toBe('b2xk');
    expect(window.location.pathname).toBe('/login');
  });

  it('says the device could not be reached when no answer arrives', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: 'b2xk' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(login('admin', 'pw')).rejects.toMatchObject({
      message: 'The device could not be reached. Check that it is switched on and connected to the network.',
      status: 0,
    });
    expect(getUser()?.authdata).toBe('b2xk');
  });
});
