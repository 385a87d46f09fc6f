import { deviceAnswer, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { RebootPage } from './reboot-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RebootPage', () => {
  it('reboots only after confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'POST /api/maintenance/reboot': deviceAnswer(6001),
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <RebootPage />
        <RestartOverlay />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reboot!' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reboot!' }));
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    const restarting = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(restarting.textContent).toContain('Restart started.');
    expect(api.posts).toEqual([{ path: '/api/maintenance/reboot', data: { reboot: true } }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(api.fetchMock).toHaveBeenCalledWith('/api/system/status', expect.anything());
  });

  it('shows a refusal and does not wait for a restart', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({
      'POST /api/maintenance/reboot': deviceAnswer(6002),
    });
    render(
      <>
        <RebootPage />
        <RestartOverlay />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reboot!' }));
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    expect(await screen.findByText('Restart cancelled.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
