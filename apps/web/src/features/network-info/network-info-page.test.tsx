import { NETWORK_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { NetworkInfoPage } from './network-info-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('NetworkInfoPage', () => {
  it('shows the station with its signal quality, the access point and both interfaces', async () => {
    fakeDeviceApi({ 'GET /api/network/status': NETWORK_STATUS });
    render(<NetworkInfoPage />);
    // 2 × (−61 + 100) = 78 %
    expect((await screen.findByRole('row', { name: /^Signal quality/ })).textContent).toContain('78%');
    expect(screen.getByRole('row', { name: /^RSSI/ }).textContent).toContain('-61 dBm');
    expect(screen.getByRole('heading', { name: 'Network interface (Station)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Network interface (access point)' })).toBeTruthy();
    expect(screen.getByText('24:0A:C4:12:34:57')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('rates no signal while the station is not connected (RSSI 0)', async () => {
    fakeDeviceApi({
      'GET /api/network/status': { ...NETWORK_STATUS, sta_ssid: '', sta_bssid: '', sta_rssi: 0 },
    });
    render(<NetworkInfoPage />);
    const quality = await screen.findByRole('row', { name: /^Signal quality/ });
    expect(quality.textContent).toBe('Signal qualityNot connected');
    expect(screen.getByRole('row', { name: /^RSSI/ }).textContent).toBe('RSSINot connected');
  });
});
