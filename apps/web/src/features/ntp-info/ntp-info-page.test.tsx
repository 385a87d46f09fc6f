import { NTP_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { rowTexts } from '../../test-support/table-rows.ts';
import { NtpInfoPage } from './ntp-info-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('NtpInfoPage', () => {
  it('shows sync state, sun times and night', async () => {
    fakeDeviceApi({
      // Synchronised, on a May night in Berlin.
      'GET /api/ntp/status': NTP_STATUS,
    });
    render(<NtpInfoPage />);
    await screen.findByText('Synchronised');
    expect(rowTexts(document.body)).toEqual([
      'Server pool.ntp.org',
      'Timezone CET-1CEST,M3.5.0,M10.5.0/3',
      'Timezone description Europe/Berlin',
      'Status Synchronised',
      'Local time Friday, May 03 2024 23:05:09',
      'Sunrise Friday, May 03 2024 04:18:00',
      'Sunset Friday, May 03 2024 22:13:00',
      'Sun status Night',
    ]);
  });

  it('says not available without sun times and marks an unsynced clock', async () => {
    fakeDeviceApi({
      'GET /api/ntp/status': {
        ...NTP_STATUS,
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
