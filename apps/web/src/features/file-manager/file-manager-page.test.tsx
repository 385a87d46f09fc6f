import { deviceAnswer, SYSTEM_STATUS_ONBATTERY_2026 } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '../../api/upload.ts';
import { ASYNC_TIMEOUT_MS } from '../../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { FileManagerPage } from './file-manager-page.tsx';

vi.mock('../../api/upload.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const FILES = [
  { name: 'config.json', size: 2345 },
  { name: 'pin_mapping.json', size: 120 },
];

function setup(extra: Record<string, unknown> = {}) {
  return fakeDeviceApi({
    'GET /api/file/list': FILES,
    // `/api/file/delete` @ both 2026 tags (3003 is not in the 2024 catalogue deviceAnswer knows).
    'POST /api/file/delete': { type: 'success', message: 'File deleted', code: 3003 },
    'POST /api/file/delete_all': deviceAnswer(3001),
    ...extra,
  });
}

const listReads = (api: ReturnType<typeof fakeDeviceApi>) =>
  api.fetchMock.mock.calls.filter(([path]) => path === '/api/file/list').length;

beforeEach(() => upload.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('FileManagerPage (2026 generations)', () => {
  it('lists every file with its size in bytes', async () => {
    setup();
    render(<FileManagerPage />);
    const table = await screen.findByRole('table', { name: 'Files on the device' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['config.json', '2,345 B'],
      ['pin_mapping.json', '120 B'],
    ]);
  });

  it('downloads a file from /api/file/get under its own name', async () => {
    const api = setup({ 'GET /api/file/get?file=pin_mapping.json': new Response('[]') });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    render(<FileManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download pin_mapping.json' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled(), ASYNC_TIMEOUT_MS);
    expect(api.fetchMock.mock.calls.map(([path]) => path)).toContain('/api/file/get?file=pin_mapping.json');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pin_mapping.json');
    click.mockRestore();
  });

  it('deletes one file only after the confirmation, by keyboard, and reads the list again', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<FileManagerPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete pin_mapping.json' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete a file' });
    expect(dialog.textContent).toContain('pin_mapping.json');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete pin_mapping.json' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('pin_mapping.json was deleted.')).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/file/delete', data: { file: 'pin_mapping.json' } }]);
    await vi.waitFor(() => expect(listReads(api)).toBe(2), ASYNC_TIMEOUT_MS);
  });

  it('says so when the file is already gone (404 without a body), without leaving the page', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/file/delete': new Response('', { status: 404, statusText: 'Not Found' }) });
    render(<FileManagerPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete config.json' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('config.json is no longer on the device.')).toBeTruthy();
    expect(window.location.pathname).not.toBe('/error');
  });

  it('restores a backup: uploads under the chosen name, refuses a folder, then follows the restart', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({
      'GET /api/file/list': FILES,
      'GET /api/system/status': { ...SYSTEM_STATUS_ONBATTERY_2026, uptime: 0 },
    });
    render(
      <>
        <FileManagerPage />
        <RestartOverlay />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByText('No file selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.upload(screen.getByLabelText('File'), new File(['{}'], 'config (1).json'));
    const name = screen.getByLabelText('Name on the device');
    expect(name).toHaveProperty('value', 'config (1).json');
    await user.clear(name);
    await user.type(name, 'backup/config.json');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Give the file a name without folders.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'config.json');
    upload.mockResolvedValue({ status: 200, statusText: 'OK', text: 'OK' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('dialog', { name: 'The device is restarting' })).toBeTruthy();
    expect(upload.mock.calls[0]![0]).toBe('/api/file/upload?file=config.json');
    expect((upload.mock.calls[0]![1] as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText(/The file was uploaded\./, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('deletes all files only after the confirmation and shows a refusal', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<FileManagerPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete all files' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete all files' }));
    await user.click(screen.getByRole('button', { name: 'Delete everything!' }));
    expect(await screen.findByText('Nothing was deleted.')).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/file/delete_all', data: { delete: true } }]);
  });
});
