import {
  NTP_STATUS,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
  SYSTEM_STATUS_OPENDTU_V26,
} from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { SystemInfoPage } from './system-info-page.tsx';

function setup(uptime: number, synced: boolean) {
  return fakeDeviceApi({
    'GET /api/system/status': { ...SYSTEM_STATUS, uptime },
    'GET /api/ntp/status': { ...NTP_STATUS, ntp_status: synced },
    'GET https://api.github.com/repos/helgeerbe/OpenDTU-OnBattery/compare/2024.05.03...HEAD': () => {
      throw new TypeError('Failed to fetch');
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SystemInfoPage', () => {
  it('derives heap figures in kB and shows radio and uptime', async () => {
    setup(90061, true);
    render(<SystemInfoPage />);
    expect(await screen.findByText('1 day 01:01:01')).toBeTruthy();
    const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) }).textContent;
    expect(row('Total free')).toContain('200 kB');
    expect(row('Maximum usage since boot')).toContain('150 kB');
    // 1 − 50 / 200 = 75 %
    expect(row('Fragmentation')).toContain('75%');
    expect(row('nRF24 type')).toContain('nRF24L01+');
    expect(screen.queryByText(/PSRAM/)).toBeNull();
    expect(screen.queryByText(/clock is not synchronised/)).toBeNull();
  });

  it('warns about the clock only after the first minute of runtime', async () => {
    setup(61, false);
    const { unmount } = render(<SystemInfoPage />);
    expect(await screen.findByText(/clock is not synchronised/)).toBeTruthy();
    unmount();
    setup(60, false);
    render(<SystemInfoPage />);
    await screen.findByText('ESP32-D0WD-V3');
    expect(screen.queryByText(/clock is not synchronised/)).toBeNull();
  });

  it('checks for updates only when switched on, remembers 1/0 and shows a failure cleanly', async () => {
    const user = userEvent.setup();
    const api = setup(100, true);
    render(<SystemInfoPage />);
    const toggle = await screen.findByRole('switch', { name: 'Check for firmware updates' });
    expect(toggle).toHaveProperty('checked', false);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).startsWith('https://'))).toBe(false);
    await user.click(toggle);
    expect(localStorage.getItem('gitUpdateCheck')).toBe('1');
    expect(await screen.findByText('Version check failed: Failed to fetch')).toBeTruthy();
    await user.click(toggle);
    expect(localStorage.getItem('gitUpdateCheck')).toBe('0');
    expect(screen.queryByText(/Version check failed/)).toBeNull();
  });

  it('shows the 2026 extras: CPU temperature, flash, task stacks, serial ports, OnBattery config version', async () => {
    fakeDeviceApi({
      'GET /api/system/status': SYSTEM_STATUS_ONBATTERY_2026,
      'GET /api/ntp/status': NTP_STATUS,
    });
    render(<SystemInfoPage />);
    const row = async (label: string) =>
      (await screen.findByRole('row', { name: new RegExp(`^${label}`) })).textContent;
    expect(await row('CPU temperature')).toBe('CPU temperature48.9 °C');
    expect(await row('Flash size')).toBe('Flash size4 MB');
    expect(await row('loopTask')).toBe('loopTask3,764 B1');
    expect(await row('UART 2')).toBe('UART 2Victron MPPT 1');
    expect(await row('OnBattery config version')).toBe('OnBattery config version8');
  });

  it('shows no serial ports and no OnBattery version on plain OpenDTU, and no extras on 2024.05.03', async () => {
    fakeDeviceApi({ 'GET /api/system/status': SYSTEM_STATUS_OPENDTU_V26, 'GET /api/ntp/status': NTP_STATUS });
    const { unmount } = render(<SystemInfoPage />);
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.queryByText('Serial ports')).toBeNull();
    expect(screen.queryByText('OnBattery config version')).toBeNull();
    unmount();
    setup(90061, true);
    render(<SystemInfoPage />);
    expect(await screen.findByText('1 day 01:01:01')).toBeTruthy();
    expect(screen.queryByText('CPU temperature')).toBeNull();
    expect(screen.queryByText('Tasks')).toBeNull();
  });
});
