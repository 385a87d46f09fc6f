import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { MqttInfoPage } from './mqtt-info-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MqttInfoPage', () => {
  it('shows the connection state and the certificate description', async () => {
    fakeDeviceApi({
      'GET /api/mqtt/status': {
        mqtt_enabled: true,
        mqtt_verbose_logging: false,
        mqtt_hostname: 'broker.local',
        mqtt_port: 1883,
        mqtt_username: 'dtu',
        mqtt_topic: 'solar/',
        mqtt_connected: false,
        mqtt_retain: true,
        mqtt_tls: false,
        mqtt_root_ca_cert_info: 'cert. version     : 3\nissuer name       : CN=ISRG Root X1\n',
        mqtt_tls_cert_login: false,
        mqtt_client_cert_info: '',
        mqtt_lwt_topic: 'solar/dtu/status',
        mqtt_publish_interval: 5,
        mqtt_clean_session: true,
        mqtt_hass_enabled: false,
        mqtt_hass_expire: true,
        mqtt_hass_retain: true,
        mqtt_hass_topic: 'homeassistant/',
        mqtt_hass_individualpanels: false,
      },
    });
    render(<MqttInfoPage />);
    expect(await screen.findByText('Disconnected')).toBeTruthy();
    expect(screen.getByText(/CN=ISRG Root X1/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Client certificate/ }).textContent).toContain('none');
    expect(screen.getByText('solar/dtu/status')).toBeTruthy();
  });
});
