import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { NtpInfoPage } from './ntp-info-page.tsx';

const BASE = {
  ntp_server: 'pool.ntp.org',
  ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
  ntp_timezone_descr: 'Europe/Berlin',
  ntp_localtime: 'Friday, May 03 2024 23:05:09',
};

afterEach(() => vi.unstubAllGlobals());

describe('NtpInfoPage', () => {
  it('shows sync state, sun times and night', async () => {
    fakeDeviceApi({
      'GET /api/ntp/status': {
        ...BASE,
        ntp_status: true,
        sun_risetime: 'Friday, May 03 2024 04:18:00',
        sun_settime: 'Friday, May 03 2024 22:13:00',
        sun_isSunsetAvailable: true,
        sun_isDayPeriod: false,
      },
    });
    render(<NtpInfoPage />);
    expect(await screen.findByText('Synchronised')).toBeTruthy();
    expect(screen.getByText('Friday, May 03 2024 04:18:00')).toBeTruthy();
    expect(screen.getByText('Night')).toBeTruthy();
  });

  it('says not available without sun times and marks an unsynced clock', async () => {
    fakeDeviceApi({
      'GET /api/ntp/status': {
        ...BASE,
        ntp_status: false,
        sun_risetime: '--',
        sun_settime: '--',
        sun_isSunsetAvailable: true,
        sun_isDayPeriod: true,
      },
    });
    render(<NtpInfoPage />);
    expect(await screen.findByText('Not synchronised')).toBeTruthy();
    expect(screen.getAllByText('not available')).toHaveLength(2);
    expect(screen.getByText('Day')).toBeTruthy();
  });
});
