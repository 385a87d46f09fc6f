import type { PowerLimiterConfig, PowerLimiterMetadata } from '@dtu/contract';
import { SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { LIMITER_CONFIG, limiterMetadata } from '../../test-support/limiter-fixtures.ts';
import { PowerLimiterSettingsPage } from './power-limiter-settings-page.tsx';

const SERIAL = '18973055014520';

function serve(config: Partial<PowerLimiterConfig> = {}, metadata: Partial<PowerLimiterMetadata> = {}) {
  return fakeDeviceApi({
    'GET /api/powerlimiter/config': { ...LIMITER_CONFIG, ...config },
    'GET /api/powerlimiter/metadata': limiterMetadata(metadata),
    'POST /api/powerlimiter/config': SETTINGS_SAVED,
  });
}

const heading = (name: string) => screen.queryByRole('heading', { name });
const attrs = (label: string, names = ['min', 'max', 'step']) =>
  names.map((name) => screen.getByLabelText(label).getAttribute(name));
const inverterInfo = limiterMetadata().inverters[SERIAL];

afterEach(() => vi.unstubAllGlobals());

describe('PowerLimiterSettingsPage', () => {
  it('without any inverter shows the requirement warning and no form', async () => {
    serve({}, { inverters: {} });
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByText(/needs an inverter to control/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inverter settings' }).getAttribute('href')).toBe(
      '/settings/inverter',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Enable power limiter')).toBeNull();
  });

  it('offers the channel only for multi-channel inverters and otherwise saves channel 0', async () => {
    const user = userEvent.setup();
    const api = serve(
      { inverter_channel_id: 1 },
      {
        inverters: {
          [SERIAL]: { ...inverterInfo, channels: 1 },
          '222': { ...inverterInfo, pos: 1, name: 'Roof' },
        },
      },
    );
    render(<PowerLimiterSettingsPage />);
    const inverter = await screen.findByLabelText('Controlled inverter');
    expect(screen.queryByLabelText('Input used for the battery voltage')).toBeNull();
    await user.selectOptions(inverter, 'Roof (HM-800)');
    expect(screen.getByLabelText('Input used for the battery voltage')).toHaveProperty('value', '0');
    await user.selectOptions(screen.getByLabelText('Input used for the battery voltage'), 'Input 2');
    await user.selectOptions(inverter, 'Garage (HM-800)');
    expect(screen.queryByLabelText('Input used for the battery voltage')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ inverter_serial: SERIAL, inverter_channel_id: 0 });
  });

  it('offers solar passthrough only with a charge controller and a battery-fed inverter', async () => {
    const user = userEvent.setup();
    const api = serve({ solar_passthrough_enabled: true });
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByLabelText('Enable solar passthrough')).toHaveProperty('checked', true);
    expect(attrs('Passthrough losses')).toEqual(['0', '10', null]);
    await user.click(screen.getByLabelText('Inverter is powered by solar panels'));
    expect(heading('Solar passthrough')).toBeNull();
    expect(heading('Battery')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(api.posts[0].data).toMatchObject({
      is_inverter_solar_powered: true,
      solar_passthrough_enabled: false,
    });
  });

  it('hides passthrough and turns it off when no charge controller exists', async () => {
    const user = userEvent.setup();
    const api = serve({ solar_passthrough_enabled: true }, { charge_controller_enabled: false });
    render(<PowerLimiterSettingsPage />);
    await screen.findByLabelText('Controlled inverter');
    expect(heading('Solar passthrough')).toBeNull();
    expect(screen.getByText(/No charge controller is enabled/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(api.posts[0].data).toMatchObject({ solar_passthrough_enabled: false });
  });

  it('shows SoC thresholds only with a battery, voltage thresholds with any battery-fed inverter', async () => {
    serve({}, { battery_enabled: false });
    render(<PowerLimiterSettingsPage />);
    await screen.findByLabelText('Start discharging at voltage');
    expect(screen.queryByLabelText('Start discharging at state of charge')).toBeNull();
    expect(screen.getByText(/No battery interface is enabled/)).toBeTruthy();
    expect(attrs('Start discharging at voltage')).toEqual(['16', '66', '0.01']);
    expect(attrs('Stop discharging at voltage')).toEqual(['16', '66', '0.01']);
    expect(attrs('Load correction factor', ['step'])).toEqual(['0.0001']);
  });

  it('limits SoC thresholds to 0–100 when a battery exists', async () => {
    serve();
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByLabelText('Start discharging at state of charge')).toBeTruthy();
    expect(attrs('Start discharging at state of charge')).toEqual(['0', '100', null]);
    expect(attrs('Stop discharging at state of charge')).toEqual(['0', '100', null]);
    expect(attrs('Full passthrough from state of charge')).toEqual(['0', '100', null]);
    expect(screen.queryByText(/No battery interface/)).toBeNull();
    expect(screen.queryByText(/No power meter/)).toBeNull();
  });

  it('chains the power window: lower ≥ 10, base ≥ lower + 1, upper ≥ base + 1', async () => {
    const user = userEvent.setup();
    const api = serve({ lower_power_limit: 50, base_load_limit: 200, upper_power_limit: 600 });
    render(<PowerLimiterSettingsPage />);
    await screen.findByLabelText('Lowest inverter limit');
    expect(attrs('Lowest inverter limit', ['min'])).toEqual(['10']);
    expect(attrs('Base load', ['min'])).toEqual(['51']);
    expect(attrs('Highest inverter limit', ['min'])).toEqual(['201']);
    const upper = screen.getByLabelText('Highest inverter limit');
    await user.clear(upper);
    await user.type(upper, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);
    await user.clear(upper);
    await user.type(upper, '201');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(api.posts[0].data).toMatchObject({ upper_power_limit: 201 });
  });

  it('offers the restart hour 00:00–23:00 or disabled', async () => {
    serve({ inverter_restart_hour: 4 });
    render(<PowerLimiterSettingsPage />);
    const hour = (await screen.findByLabelText('Daily inverter restart')) as HTMLSelectElement;
    const options = [...hour.options];
    expect(options).toHaveLength(25);
    expect(options.map((o) => o.text).slice(0, 3)).toEqual(['Disabled', '00:00', '01:00']);
    expect(options.at(-1)?.text).toBe('23:00');
    expect(options[0].value).toBe('-1');
    expect(hour.value).toBe('4');
  });

  it('maps a stored slot index to the inverter in that slot, else clears the choice', async () => {
    const user = userEvent.setup();
    serve({ inverter_serial: '0' });
    const first = render(<PowerLimiterSettingsPage />);
    expect(await screen.findByLabelText('Controlled inverter')).toHaveProperty('value', SERIAL);
    first.unmount();

    const api = serve({ inverter_serial: '7' });
    render(<PowerLimiterSettingsPage />);
    const select = (await screen.findByLabelText('Controlled inverter')) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.selectedOptions[0].text).toBe('Choose an inverter…');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);
  });

  it.each(['poll_enable', 'poll_enable_night', 'command_enable', 'command_enable_night'] as const)(
    'warns when the inverter lacks %s',
    async (flag) => {
      serve({}, { inverters: { [SERIAL]: { ...inverterInfo, [flag]: false } } });
      render(<PowerLimiterSettingsPage />);
      const warning = await screen.findByRole('alert');
      expect(warning.textContent).toBe(
        'The selected inverter must be polled and accept commands both by day and by night, otherwise the limiter cannot steer it. Inverter settings',
      );
      expect(within(warning).getByRole('link', { name: 'Inverter settings' }).getAttribute('href')).toBe(
        '/settings/inverter',
      );
    },
  );

  it('hints at each missing optional source and hides everything but the switch while disabled', async () => {
    serve(
      { enabled: false },
      { power_meter_enabled: false, battery_enabled: false, charge_controller_enabled: false },
    );
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByText(/No power meter is enabled/)).toBeTruthy();
    expect(screen.getByText(/No charge controller is enabled/)).toBeTruthy();
    expect(screen.getByText(/No battery interface is enabled/)).toBeTruthy();
    expect(screen.queryByText(/must be polled/)).toBeNull();
    expect(screen.getByLabelText('Enable power limiter')).toBeTruthy();
    expect(screen.queryByLabelText('Controlled inverter')).toBeNull();
    expect(screen.queryByLabelText('Target grid consumption')).toBeNull();
  });

  it('saves the factory config (full passthrough voltages 100 V) and explains a voltage out of range', async () => {
    const user = userEvent.setup();
    const api = serve({ voltage_start_threshold: 70 });
    render(<PowerLimiterSettingsPage />);
    const fullStart = await screen.findByLabelText('Full passthrough from voltage');
    expect(fullStart).toHaveProperty('value', '100');
    expect(screen.getAllByText(/like the factory setting of 100 V/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('Start discharging at voltage');
    expect(screen.getByRole('alert').textContent).toContain('must be at most 66');

    await user.clear(screen.getByLabelText('Start discharging at voltage'));
    await user.type(screen.getByLabelText('Start discharging at voltage'), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({
      voltage_start_threshold: 50,
      full_solar_passthrough_start_voltage: 100,
      full_solar_passthrough_stop_voltage: 100,
    });
  });
});
