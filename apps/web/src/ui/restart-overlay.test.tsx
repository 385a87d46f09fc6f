import { SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followRestart } from '../api/restart-store.ts';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { RestartOverlay } from './restart-overlay.tsx';
import { ToastRegion } from './toast-region.tsx';

afterEach(() => vi.unstubAllGlobals());

// The store is shared by the whole app; these tests run in order and each ends its restart,
// except the last, which leaves the "new app" state behind on purpose.
describe('RestartOverlay', () => {
  it('says why the device restarts, cannot be closed, and closes with a notice when it is back', async () => {
    const user = userEvent.setup();
    let back = false;
    const api = fakeDeviceApi({
      'GET /api/system/status': () =>
        back ? { ...SYSTEM_STATUS, uptime: 0 } : new Response('', { status: 503 }),
    });
    render(
      <>
        <RestartOverlay />
        <ToastRegion />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const done = followRestart('Saved');
    const dialog = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(within(dialog).getByText('Settings saved. Restarting to apply them.')).toBeTruthy();
    expect(within(dialog).queryByRole('button')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await vi.waitFor(() => expect(api.fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.getByRole('dialog')).toBe(dialog);
    back = true;
    await done;
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), ASYNC_TIMEOUT_MS);
    expect(await screen.findByText('The device is back.')).toBeTruthy();
  });

  it('offers a reload when the device serves a new app after a firmware upload', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/firmware/upgrade', search: '' });
    fakeDeviceApi({
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
      'GET /js/app.js': new Response('', { headers: { ETag: '"new"' } }),
    });
    render(<RestartOverlay />);
    const done = followRestart('Firmware', '"old"');
    expect(await screen.findByText('Upgrade successful.')).toBeTruthy();
    await done;
    const dialog = await screen.findByRole('dialog', { name: 'New interface version' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
