import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RebootPage } from './reboot-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RebootPage', () => {
  it('reboots only after confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'POST /api/maintenance/reboot': { type: 'success', message: 'Reboot triggered!', code: 6001 },
    });
    render(<RebootPage />);
    await user.click(screen.getByRole('button', { name: 'Reboot!' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reboot!' }));
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    expect(await screen.findByText(/Restart started/)).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/maintenance/reboot', data: { reboot: true } }]);
  });
});
