import {
  deviceAnswer2026,
  FACTORY_SETTINGS,
  NETWORK_STATUS,
  networkConfig2026,
  SETTINGS_SAVED,
} from '@dtu/contract/fixtures';
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
    expect(await screen.findByText('The IP address is not valid.', { exact: false })).toBeTruthy();
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

  describe('syslog on the 2026 generations', () => {
    const config2026 = () => ({ ...networkConfig2026(), ssid: 'HomeNet', password: 'secret123' });

    it('has no syslog card where the answer has no syslog (2024.05.03)', async () => {
      setup();
      render(<NetworkSettingsPage />);
      await screen.findByLabelText('WiFi SSID');
      expect(screen.queryByLabelText('Send the log to a syslog server')).toBeNull();
    });

    it('posts what it loaded unchanged, then a syslog server, and shows the device refusing it', async () => {
      const user = userEvent.setup();
      const answers = [SETTINGS_SAVED, deviceAnswer2026(8007, { max: 128 })];
      const api = fakeDeviceApi({
        'GET /api/network/config': config2026(),
        'GET /api/network/status': NETWORK_STATUS,
        'POST /api/network/config': () => answers.shift(),
      });
      render(<NetworkSettingsPage />);
      const enabled = await screen.findByLabelText('Send the log to a syslog server');
      expect(screen.queryByLabelText('Syslog server')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Settings saved.')).toBeTruthy();
      expect(api.posts[0].data).toEqual(config2026());

      await user.click(enabled);
      const port = screen.getByLabelText('Syslog port');
      expect([port.getAttribute('min'), port.getAttribute('max')]).toEqual(['1', '65535']);
      const host = screen.getByLabelText('Syslog server');
      expect(host.getAttribute('maxlength')).toBe('128');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // Required while on: the empty host name is refused here, not by the device.
      expect(api.posts).toHaveLength(1);
      await user.type(host, 'logs.home');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The syslog server must have between 1 and 128 characters.'),
      ).toBeTruthy();
      expect(api.posts[1].data).toEqual({
        ...config2026(),
        syslogenabled: true,
        sysloghostname: 'logs.home',
      });
    });
  });
});
