import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser, storeUser } from '../net/session.ts';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { loadLivedataSnapshot, showLivedata } from './livedata.ts';

afterEach(() => vi.unstubAllGlobals());

describe('livedata snapshot and the login', () => {
  it('a refused read for the recorder alone stays silent; a page showing the data asks for a login', async () => {
    window.history.replaceState(null, '', '/about');
    storeUser({ authdata: 'x' });
    const { fetchMock } = fakeDeviceApi({
      'GET /api/livedata/status': () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    await loadLivedataSnapshot();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/about');
    expect(getUser()).not.toBeNull();

    const hide = showLivedata();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'), ASYNC_TIMEOUT_MS);
    expect(getUser()).toBeNull();
    hide();
  });
});
