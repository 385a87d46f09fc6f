import { FACTORY_SETTINGS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
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
    for (const bad of ['solar', 'my solar/']) {
      await user.clear(topic);
      await user.type(topic, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
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
});
