import { deviceAnswer2026, FACTORY_SETTINGS, mqttConfig2026, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { MqttSettingsPage } from './mqtt-settings-page.tsx';

const CONFIG = { ...FACTORY_SETTINGS.mqtt, mqtt_verbose_logging: false, mqtt_root_ca_cert: '' };

afterEach(() => vi.unstubAllGlobals());

describe('MqttSettingsPage', () => {
  it('reveals the detail cards step by step', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({ 'GET /api/mqtt/config': CONFIG });
    render(<MqttSettingsPage />);
    await user.click(await screen.findByLabelText('Enable MQTT'));
    expect(screen.getByLabelText('Base topic')).toBeTruthy();
    expect(screen.getByLabelText('LWT QoS')).toHaveProperty('value', '2');
    expect(screen.queryByLabelText('Discovery prefix')).toBeNull();
    expect(screen.queryByLabelText('CA root certificate (PEM)')).toBeNull();

    await user.click(screen.getByLabelText('Enable Home Assistant MQTT auto discovery'));
    expect(screen.getByLabelText('Discovery prefix')).toBeTruthy();

    await user.click(screen.getByLabelText('Enable TLS'));
    expect(screen.getByLabelText('CA root certificate (PEM)')).toBeTruthy();
    expect(screen.queryByLabelText('TLS client certificate (PEM)')).toBeNull();
    await user.click(screen.getByLabelText('Log in with a TLS client certificate'));
    expect(screen.getByLabelText('TLS client certificate (PEM)').getAttribute('maxlength')).toBe('2560');
    expect(screen.getByLabelText('TLS client key (PEM)')).toBeTruthy();

    await user.click(screen.getByLabelText('Enable MQTT'));
    expect(screen.queryByLabelText('Base topic')).toBeNull();
    expect(screen.queryByLabelText('Verbose logging')).toBeNull();
  });

  it('rejects a base topic with spaces or without a trailing slash', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/mqtt/config': { ...CONFIG, mqtt_enabled: true, mqtt_hostname: 'broker' },
      'POST /api/mqtt/config': SETTINGS_SAVED,
    });
    render(<MqttSettingsPage />);
    const topic = await screen.findByLabelText('Base topic');
    for (const [bad, reason] of [
      ['solar', 'The topic must end with a slash (/).'],
      ['my solar/', 'The topic must not contain spaces.'],
    ] as const) {
      await user.clear(topic);
      await user.type(topic, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(reason, { exact: false })).toBeTruthy();
      expect(api.posts).toHaveLength(0);
    }
    const interval = screen.getByLabelText('Publish interval');
    expect(interval.getAttribute('min')).toBe('5');
    expect(interval.getAttribute('max')).toBe('86400');
    await user.clear(topic);
    await user.type(topic, 'house/dtu/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ mqtt_topic: 'house/dtu/', mqtt_enabled: true });
  });

  describe('on the 2026 generations', () => {
    const enabled = () => ({ ...mqttConfig2026(), mqtt_enabled: true, mqtt_hostname: 'broker' });

    it('edits the client id instead of verbose logging and posts what it loaded unchanged', async () => {
      runFirmware('opendtu-v26.3.30');
      const user = userEvent.setup();
      const api = fakeDeviceApi({
        'GET /api/mqtt/config': enabled(),
        'POST /api/mqtt/config': SETTINGS_SAVED,
      });
      render(<MqttSettingsPage />);
      const clientId = await screen.findByLabelText('Client ID');
      expect(clientId).toHaveProperty('value', enabled().mqtt_clientid);
      expect(clientId.getAttribute('maxlength')).toBe('64');
      expect(screen.queryByLabelText('Verbose logging')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Settings saved.')).toBeTruthy();
      expect(api.posts[0].data).toEqual(enabled());
    });

    it('takes the limits of each tree: 32-byte topics and 5–65535 s on plain OpenDTU', async () => {
      runFirmware('opendtu-v26.3.30');
      fakeDeviceApi({ 'GET /api/mqtt/config': enabled() });
      const { unmount } = render(<MqttSettingsPage />);
      expect((await screen.findByLabelText('Base topic')).getAttribute('maxlength')).toBe('32');
      expect(screen.getByLabelText('Publish interval').getAttribute('max')).toBe('65535');
      unmount();
      runFirmware('onbattery-2026.03.31');
      render(<MqttSettingsPage />);
      expect((await screen.findByLabelText('Base topic')).getAttribute('maxlength')).toBe('256');
      const interval = screen.getByLabelText('Publish interval');
      expect([interval.getAttribute('min'), interval.getAttribute('max')]).toEqual(['1', '86400']);
    });

    it('posts a changed client id and shows the device refusing it', async () => {
      runFirmware('onbattery-2026.03.31');
      const user = userEvent.setup();
      const api = fakeDeviceApi({
        'GET /api/mqtt/config': enabled(),
        'POST /api/mqtt/config': deviceAnswer2026(7017, { max: 64 }),
      });
      render(<MqttSettingsPage />);
      const clientId = await screen.findByLabelText('Client ID');
      await user.clear(clientId);
      await user.type(clientId, 'garage-dtu');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The client ID may have at most 64 characters.')).toBeTruthy();
      expect(api.posts[0].data).toEqual({ ...enabled(), mqtt_clientid: 'garage-dtu' });
    });

    it('refuses a Home Assistant prefix without a trailing slash before posting (7018)', async () => {
      runFirmware('onbattery-2026.03.31');
      const user = userEvent.setup();
      const api = fakeDeviceApi({
        'GET /api/mqtt/config': { ...enabled(), mqtt_hass_enabled: true },
        'POST /api/mqtt/config': SETTINGS_SAVED,
      });
      render(<MqttSettingsPage />);
      const prefix = await screen.findByLabelText('Discovery prefix');
      await user.clear(prefix);
      await user.type(prefix, 'homeassistant');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Please correct/)).toBeTruthy();
      // The device's reason (7018), not a generic "not valid".
      expect(
        screen.getByText('The Home Assistant topic must end with a slash (/).', { exact: false }),
      ).toBeTruthy();
      expect(api.posts).toHaveLength(0);
    });
  });
});
