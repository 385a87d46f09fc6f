import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost } from './client.ts';
import { onSession, USER_STORAGE_KEY } from './session.ts';

type FetchArgs = [string, RequestInit];

function answer(status: number, body = '', statusText = '') {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const here = () => window.location.pathname + window.location.search;

describe('api client', () => {
  beforeEach(() => window.history.replaceState(null, '', '/settings/mqtt?tab=1'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends X-Requested-With and no Authorization without a stored user', async () => {
    const fetchMock = answer(200, '{"a":1}');
    await expect(apiGet('/api/x')).resolves.toEqual({ a: 1 });
    const headers = fetchMock.mock.calls[0][1].headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the stored user as a Basic header', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: btoa('admin:secret') }));
    const fetchMock = answer(200, '{}');
    await apiGet('/api/x');
    const headers = fetchMock.mock.calls[0][1].headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${btoa('admin:secret')}`);
  });

  it('resolves an empty body as undefined', async () => {
    answer(200, '');
    await expect(apiGet('/api/x')).resolves.toBeUndefined();
  });

  it('posts multipart form data with the JSON in field data', async () => {
    const fetchMock = answer(200, '{"type":"success","message":"ok","code":1001}');
    await apiPost('/api/ntp/config', { ntp_server: 'pool.ntp.org' });
    const init = fetchMock.mock.calls[0][1];
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('data') as string)).toEqual({ ntp_server: 'pool.ntp.org' });
  });

  it('on 401 drops the user, emits logged-out and goes to login with the current path', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: 'eDp5' }));
    const loggedOut = vi.fn();
    const off = onSession('logged-out', loggedOut);
    answer(401);
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 401 });
    off();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(here()).toBe(`/login?returnUrl=${encodeURIComponent('/settings/mqtt?tab=1')}`);
  });

  it('in quiet mode (background reads) a 401 or an error only rejects: no login, the user stays', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ authdata: btoa('admin:old') }));
    const loggedOut = vi.fn();
    const off = onSession('logged-out', loggedOut);
    answer(401, '', 'Unauthorized');
    await expect(apiGet('/api/ntp/status', { quiet: true })).rejects.toMatchObject({ status: 401 });
    answer(500, '{"message":"boom"}');
    await expect(apiGet('/api/ntp/status', { quiet: true })).rejects.toMatchObject({ status: 500 });
    off();
    expect(here()).toBe('/settings/mqtt?tab=1');
    expect(loggedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });

  it('on other errors goes to the error page with the server message and status', async () => {
    answer(500, '{"message":"boom","code":1007,"type":"danger"}', 'Internal Server Error');
    const failure = await apiGet('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toEqual(new ApiError('boom', 500));
    const query = new URLSearchParams(window.location.search);
    expect(window.location.pathname).toBe('/error');
    expect(query.get('message')).toBe('boom');
    expect(query.get('status')).toBe('500');
  });

  it('falls back to the status text when the body has no message', async () => {
    answer(429, 'Too Many Requests', 'Too Many Requests');
    await expect(apiGet('/api/x')).rejects.toEqual(new ApiError('Too Many Requests', 429));
  });

  it('with the suppress flag only rejects and stays on the page', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiGet('/api/x', { suppressErrorPage: true })).rejects.toEqual(
      new ApiError('Service Unavailable', 503),
    );
    expect(here()).toBe('/settings/mqtt?tab=1');
  });

  it('treats an unreachable device as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/x', { suppressErrorPage: true })).rejects.toEqual(
      new ApiError('Failed to fetch', 0),
    );
  });
});
