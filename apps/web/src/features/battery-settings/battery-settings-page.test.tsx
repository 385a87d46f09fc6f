import { FACTORY_SETTINGS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { BatterySettingsPage } from './battery-settings-page.tsx';

/** The factory answer: the shared fixture every test tier uses. */
const CONFIG = FACTORY_SETTINGS.battery;

afterEach(() => vi.unstubAllGlobals());

describe('BatterySettingsPage', () => {
  it('shows provider and verbose logging only when enabled, and the card of the chosen provider', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({ 'GET /api/battery/config': CONFIG });
    render(<BatterySettingsPage />);
    const enabled = await screen.findByLabelText('Enable battery interface');
    expect(screen.queryByLabelText('Data provider')).toBeNull();
    expect(screen.queryByLabelText('Verbose logging')).toBeNull();

    await user.click(enabled);
    const provider = screen.getByLabelText('Data provider');
    expect(screen.getByLabelText('Verbose logging')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'JK BMS settings' })).toBeNull();
    expect(screen.queryByLabelText('State of charge topic')).toBeNull();

    await user.selectOptions(provider, 'JK BMS (serial)');
    expect(screen.getByRole('heading', { name: 'JK BMS settings' })).toBeTruthy();
    expect(screen.getByLabelText('Interface')).toBeTruthy();
    const interval = screen.getByLabelText('Polling interval');
    expect([
      interval.getAttribute('min'),
      interval.getAttribute('max'),
      interval.getAttribute('step'),
    ]).toEqual(['2', '90', '1']);
    expect(screen.queryByLabelText('State of charge topic')).toBeNull();

    await user.selectOptions(provider, 'MQTT topics');
    expect(screen.queryByRole('heading', { name: 'JK BMS settings' })).toBeNull();
    expect(screen.getByLabelText('State of charge topic')).toBeTruthy();
    expect(screen.getByLabelText('Voltage topic')).toBeTruthy();

    await user.click(screen.getByLabelText('Enable battery interface'));
    expect(screen.queryByLabelText('Voltage topic')).toBeNull();
  });

  it('refuses a polling interval outside 2–90 s and saves a valid one', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/battery/config': { ...CONFIG, enabled: true, provider: 1 },
      'POST /api/battery/config': SETTINGS_SAVED,
    });
    render(<BatterySettingsPage />);
    const interval = await screen.findByLabelText('Polling interval');
    for (const bad of ['1', '91']) {
      await user.clear(interval);
      await user.type(interval, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(api.posts).toHaveLength(0);
    }
    await user.clear(interval);
    await user.type(interval, '90');
    await user.selectOptions(screen.getByLabelText('Interface'), 'RS-485 transceiver');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ jkbms_polling_interval: 90, jkbms_interface: 1, provider: 1 });
  });
});
