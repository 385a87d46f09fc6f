import { FACTORY_SETTINGS, NETWORK_STATUS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { NetworkSettingsPage } from './network-settings-page.tsx';

/** A factory device that joined the home network (DHCP, the hostname template). */
const CONFIG = { ...FACTORY_SETTINGS.network, ssid: 'HomeNet', password: 'secret123' };

function setup() {
  return fakeDeviceApi({
    'GET /api/network/config': CONFIG,
    'GET /api/network/status': NETWORK_STATUS,
    'POST /api/network/config': SETTINGS_SAVED,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('NetworkSettingsPage', () => {
  it('shows the static IP card only with DHCP off and expands the hostname', async () => {
    const user = userEvent.setup();
    setup();
    render(<NetworkSettingsPage />);
    expect(await screen.findByLabelText('WiFi SSID')).toHaveProperty('value', 'HomeNet');
    expect(await screen.findByText(/OpenDTU-123456/)).toBeTruthy();
    expect(screen.queryByLabelText('IP address')).toBeNull();
    await user.click(screen.getByLabelText('Enable DHCP'));
    expect(screen.getByLabelText('IP address')).toBeTruthy();
    expect(screen.getByLabelText('DNS server 2')).toBeTruthy();
  });

  it('refuses invalid addresses and an access point timeout out of range, then saves', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<NetworkSettingsPage />);
    await user.click(await screen.findByLabelText('Enable DHCP'));
    const ip = screen.getByLabelText('IP address');
    await user.clear(ip);
    await user.type(ip, '192.168.1.300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);

    await user.clear(ip);
    await user.type(ip, '192.168.1.30');
    const timeout = screen.getByLabelText('Access point timeout');
    await user.clear(timeout);
    await user.type(timeout, '100000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);

    await user.clear(timeout);
    await user.type(timeout, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ dhcp: false, ipaddress: '192.168.1.30', aptimeout: 0 });
  });

  it('saves with an empty SSID (Ethernet or access point only)', async () => {
    const user = userEvent.setup();
    const api = setup();
    render(<NetworkSettingsPage />);
    await user.clear(await screen.findByLabelText('WiFi SSID'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ ssid: '' });
  });

  it('limits the WiFi password to the 63 characters the device accepts', async () => {
    const user = userEvent.setup();
    setup();
    render(<NetworkSettingsPage />);
    const password = await screen.findByLabelText('WiFi password');
    expect(password).toHaveProperty('maxLength', 63);
    await user.clear(password);
    await user.type(password, 'x'.repeat(64));
    expect((password as HTMLInputElement).value).toHaveLength(63);
  });
});
