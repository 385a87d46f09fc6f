import { FIRMWARE_STATUS_NO_OTA, FIRMWARE_STATUS_OTA, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../api/upload.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { FirmwareUpgradePage } from './firmware-upgrade-page.tsx';

vi.mock('../../api/upload.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const file = () => new File([new Uint8Array([0xe9, 1, 2, 3])], 'firmware.bin');

beforeEach(() => upload.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('FirmwareUpgradePage', () => {
  it('accepts .bin and .bin.gz and sends the MD5 before the file', async () => {
    const user = userEvent.setup();
    upload.mockImplementation(async (_path, _body, options) => {
      options?.onProgress?.(40);
      return { status: 500, statusText: 'Internal Server Error', text: 'FAIL' };
    });
    render(<FirmwareUpgradePage />);
    const input = screen.getByLabelText('Firmware file (.bin or .bin.gz)');
    expect(input.getAttribute('accept')).toBe('.bin,.bin.gz');
    await user.upload(input, file());
    expect(await screen.findByRole('heading', { name: 'Upgrade failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('FAIL');
    const form = upload.mock.calls[0][1] as FormData;
    expect([...form.keys()]).toEqual(['MD5', 'firmware']);
    expect(form.get('MD5')).toBe('71fc2f7492b173760cc0e3e7d015baaa');
  });

  it('shows the HTTP status text for other errors, Retry resends the same file, Back returns', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue({ status: 400, statusText: 'Bad Request', text: 'Could not end OTA' });
    render(<FirmwareUpgradePage />);
    const chosen = file();
    await user.upload(screen.getByLabelText('Firmware file (.bin or .bin.gz)'), chosen);
    expect((await screen.findByRole('alert')).textContent).toBe('[HTTP ERROR] Bad Request');
    upload.mockResolvedValue({ status: 503, statusText: 'Service Unavailable', text: '' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('[HTTP ERROR] Service Unavailable')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(2);
    expect((upload.mock.calls[1][1] as FormData).get('firmware')).toBeInstanceOf(File);
    expect(((upload.mock.calls[1][1] as FormData).get('firmware') as File).size).toBe(chosen.size);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Firmware file (.bin or .bin.gz)')).toBeTruthy();
  });

  it('reports a checksum failure with the generic message', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreadable = file();
    // The browser cannot read the chosen file (e.g. it was deleted meanwhile).
    Object.defineProperty(unreadable, 'slice', {
      value: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
    });
    render(<FirmwareUpgradePage />);
    await user.upload(screen.getByLabelText('Firmware file (.bin or .bin.gz)'), unreadable);
    expect(
      await screen.findByText('Unknown error while upload, check the console for details.'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('on success shows the success card during the shared restart, then replaces the location by /', async () => {
    const user = userEvent.setup();
    history.pushState(null, '', '/firmware/upgrade');
    const entries = history.length;
    upload.mockResolvedValue({ status: 200, statusText: 'OK', text: 'OK' });
    const api = fakeDeviceApi({
      'GET /js/app.js': new Response('', { headers: { ETag: '"same"' } }),
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <FirmwareUpgradePage />
        <RestartOverlay />
      </>,
    );
    await user.upload(screen.getByLabelText('Firmware file (.bin or .bin.gz)'), file());
    const restarting = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(restarting.textContent).toContain('Upgrade successful.');
    expect(screen.getByRole('heading', { name: 'Upgrade successful' })).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/'), { timeout: 10_000 });
    expect(history.length).toBe(entries);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The served app was fingerprinted before the upload and again once the device was back.
    const paths = api.fetchMock.mock.calls.map(([path]) => path);
    expect(paths[0]).toBe('/js/app.js');
    expect(paths.at(-1)).toBe('/js/app.js');
    expect(paths).toContain('/api/system/status');
  });

  it('says plainly when a 2026 board has no OTA slot, and offers no upload', async () => {
    runFirmware('opendtu-v26.3.30');
    fakeDeviceApi({ 'GET /api/firmware/status': FIRMWARE_STATUS_NO_OTA });
    render(<FirmwareUpgradePage />);
    expect(await screen.findByText(/no second firmware slot/)).toBeTruthy();
    expect(screen.queryByLabelText('Firmware file (.bin or .bin.gz)')).toBeNull();
  });

  it('offers the upload where the board has the slot, and never asks 2024.05.03', async () => {
    runFirmware('onbattery-2026.03.31');
    const api = fakeDeviceApi({ 'GET /api/firmware/status': FIRMWARE_STATUS_OTA });
    const { unmount } = render(<FirmwareUpgradePage />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Firmware file (.bin or .bin.gz)')).toBeTruthy();
    expect(screen.queryByText(/no second firmware slot/)).toBeNull();
    unmount();
    runFirmware('onbattery-2024.05.03');
    const old = fakeDeviceApi({});
    render(<FirmwareUpgradePage />);
    expect(screen.getByLabelText('Firmware file (.bin or .bin.gz)')).toBeTruthy();
    expect(old.fetchMock).not.toHaveBeenCalled();
  });
});
