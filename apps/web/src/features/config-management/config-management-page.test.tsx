import { deviceAnswer, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../api/upload.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { ConfigManagementPage } from './config-management-page.tsx';

vi.mock('../../api/upload.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

function setup() {
  return fakeDeviceApi({
    'GET /api/config/list': { configs: [{ name: 'config.json' }, { name: 'pin_mapping.json' }] },
    'POST /api/config/delete': deviceAnswer(3001),
  });
}

beforeEach(() => upload.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('ConfigManagementPage', () => {
  it('lists the device files for backup, first one chosen', async () => {
    setup();
    render(<ConfigManagementPage />);
    const file = await screen.findByLabelText('File to back up');
    expect(file).toHaveProperty('value', 'config.json');
    expect([...file.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'config.json',
      'pin_mapping.json',
    ]);
  });

  it('says No file selected, accepts .json only and shows a 500 answer text; Back resets', async () => {
    const user = userEvent.setup();
    setup();
    render(<ConfigManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByText('No file selected')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const input = screen.getByLabelText('File (.json)');
    expect(input.getAttribute('accept')).toBe('.json');
    await user.selectOptions(screen.getByLabelText('Replace'), 'pin_mapping.json');
    await user.upload(input, new File(['[]'], 'pins.json', { type: 'application/json' }));
    upload.mockResolvedValue({ status: 500, statusText: 'Internal Server Error', text: 'disk full' });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('disk full')).toBeTruthy();
    expect(upload.mock.calls[0][0]).toBe('/api/config/upload?file=pin_mapping.json');
    expect((upload.mock.calls[0][1] as FormData).get('config')).toBeInstanceOf(File);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('File (.json)')).toBeTruthy();
  });

  it('factory reset needs confirmation and shows the answer', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<ConfigManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Restore factory defaults' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.posts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Restore factory defaults' }));
    await user.click(screen.getByRole('button', { name: 'Factory reset!' }));
    expect(await screen.findByText('Nothing was deleted.')).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/config/delete', data: { delete: true } }]);
  });

  it('restore and factory reset go through the shared restart and come back to the page', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/config/list': { configs: [{ name: 'config.json' }] },
      'POST /api/config/delete': deviceAnswer(3002),
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <ConfigManagementPage />
        <RestartOverlay />
      </>,
    );
    await user.upload(await screen.findByLabelText('File (.json)'), new File(['{}'], 'config.json'));
    upload.mockResolvedValue({ status: 200, statusText: 'OK', text: 'OK' });
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const restoring = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(restoring.textContent).toContain('The file was restored.');
    expect(await screen.findByText(/The device is back\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore factory defaults' }));
    await user.click(screen.getByRole('button', { name: 'Factory reset!' }));
    const resetting = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(resetting.textContent).toContain('Configuration reset.');
    // Back on the page, the file list is read again from the fresh device.
    await vi.waitFor(
      () => expect(api.fetchMock.mock.calls.filter(([path]) => path === '/api/config/list')).toHaveLength(2),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('dialog', { name: 'The device is restarting' })).toBeNull();
  });
});
