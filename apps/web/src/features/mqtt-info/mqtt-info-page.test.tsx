import { MQTT_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { MqttInfoPage } from './mqtt-info-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MqttInfoPage', () => {
  it('shows the connection state and the certificate description', async () => {
    fakeDeviceApi({
      'GET /api/mqtt/status': MQTT_STATUS,
    });
    render(<MqttInfoPage />);
    expect(await screen.findByText('Disconnected')).toBeTruthy();
    expect(screen.getByText(/CN=ISRG Root X1/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Client certificate/ }).textContent).toContain('none');
    expect(screen.getByText('solar/dtu/status')).toBeTruthy();
  });
});
