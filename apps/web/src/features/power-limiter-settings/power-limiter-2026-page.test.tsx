import type { PowerLimiter2026, PowerLimiterMetadata2026 } from '@dtu/contract';
import {
  LIMITER_2026_SERIALS,
  limiterMetadata2026,
  powerLimiter2026,
  SETTINGS_SAVED,
} from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { PowerLimiterSettingsPage } from './power-limiter-settings-page.tsx';

function serve(config: PowerLimiter2026 = powerLimiter2026(), metadata = limiterMetadata2026()) {
  return fakeDeviceApi({
    'GET /api/powerlimiter/config': config,
    'GET /api/powerlimiter/metadata': metadata,
    'POST /api/powerlimiter/config': SETTINGS_SAVED,
  });
}

/** The metadata's third inverter, which the limiter does not list yet, as the vendor's app adds it. */
const SHED_AT_DEFAULTS = {
  serial: '116182345680',
  is_governed: false,
  is_behind_power_meter: true,
  power_source: 0,
  use_overscaling_to_compensate_shading: false,
  allow_standby: true,
  lower_power_limit: 52,
  upper_power_limit: 300,
};

/** The card under the heading `name` (cards are sections without a landmark name). */
const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
const heading = (name: string) => screen.queryByRole('heading', { name });

async function save(api: ReturnType<typeof serve>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Settings saved.');
  return api.posts[0].data as PowerLimiter2026;
}

beforeEach(() => runFirmware('onbattery-2026.03.31'));
afterEach(() => vi.unstubAllGlobals());

describe('PowerLimiterSettingsPage on OnBattery 2026.03.31', () => {
  it('shows a govern switch per inverter and a card per governed one', async () => {
    serve();
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByLabelText('Govern Garage')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Govern Balcony')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Govern Shed')).toHaveProperty('checked', false);
    expect(heading('Garage (HM-800)')).toBeTruthy();
    expect(heading('Balcony (HM-300)')).toBeNull();
    expect(screen.getByLabelText('Inverter that measures the battery voltage')).toHaveProperty(
      'value',
      LIMITER_2026_SERIALS.garage,
    );
    expect(screen.getByLabelText('Start discharging at state of charge')).toBeTruthy();
  });

  it('says when the SoC thresholds apply and gives the load correction in 1/A with its formula', async () => {
    serve();
    render(<PowerLimiterSettingsPage />);
    expect(
      await screen.findByText(/valid state of charge within the last minute; otherwise the voltage/),
    ).toBeTruthy();
    const factor = screen.getByLabelText('Load correction factor');
    const row = factor.closest('.input-group') as HTMLElement;
    expect(within(row).getByText('1/A')).toBeTruthy();
    expect(screen.getByText(/corrected voltage = DC voltage \+ AC output power \(W\) × factor/)).toBeTruthy();
    expect(screen.queryByText(/volts per watt/)).toBeNull();
  });

  it('names the solar charger, not VE.Direct, when none is enabled, and links to its settings page', async () => {
    serve(powerLimiter2026(), { ...limiterMetadata2026(), charge_controller_enabled: false });
    render(<PowerLimiterSettingsPage />);
    const hint = (await screen.findByText(/No solar charger is enabled/)).closest('[role]') as HTMLElement;
    const link = within(hint).getByRole('link', { name: 'Solar charger settings' });
    expect(link.getAttribute('href')).toBe('/settings/vedirect');
    expect(screen.queryByText(/VE\.Direct/)).toBeNull();
  });

  it('appends a newly governed inverter with a safe window and keeps the others as loaded', async () => {
    const user = userEvent.setup();
    const api = serve();
    render(<PowerLimiterSettingsPage />);
    await user.click(await screen.findByLabelText('Govern Shed'));
    expect(heading('Shed (HM-1500)')).toBeTruthy();
    const posted = await save(api);
    const loaded = powerLimiter2026();
    expect(posted.inverters.slice(0, 2)).toEqual(loaded.inverters);
    expect(posted.inverters[2]).toEqual({ ...SHED_AT_DEFAULTS, is_governed: true });
  });

  it('writes every inverter the device lists, in its order, as the vendor app does', async () => {
    const api = serve({
      ...powerLimiter2026(),
      inverters: [...powerLimiter2026().inverters].reverse(),
    });
    render(<PowerLimiterSettingsPage />);
    await screen.findByLabelText('Govern Garage');
    const posted = await save(api);
    const [garage, balcony] = powerLimiter2026().inverters;
    expect(posted.inverters).toEqual([garage, balcony, SHED_AT_DEFAULTS]);
  });

  it('says a governed inverter no longer exists and removes it; drops a gone one not governed', async () => {
    const user = userEvent.setup();
    const loaded = powerLimiter2026();
    const gone = (serial: string, is_governed: boolean) => ({ ...loaded.inverters[0]!, serial, is_governed });
    const api = serve({ ...loaded, inverters: [...loaded.inverters, gone('999', true), gone('998', false)] });
    render(<PowerLimiterSettingsPage />);
    const card = (await screen.findByRole('heading', { name: 'Inverter 999 (no longer exists)' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText(/no longer on the device/)).toBeTruthy();
    expect(heading('Inverter 998 (no longer exists)')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Remove from the limiter' }));
    expect(heading('Inverter 999 (no longer exists)')).toBeNull();
    const posted = await save(api);
    expect(posted.inverters.map((inverter) => inverter.serial)).toEqual([
      LIMITER_2026_SERIALS.garage,
      LIMITER_2026_SERIALS.balcony,
      '116182345680',
    ]);
  });

  it('a solar-fed inverter needs no battery settings and may compensate shading', async () => {
    const user = userEvent.setup();
    const api = serve();
    render(<PowerLimiterSettingsPage />);
    const garage = await card('Garage (HM-800)');
    await user.selectOptions(within(garage).getByLabelText('Power source'), 'Solar panels');
    expect(heading('Battery DC bus')).toBeNull();
    expect(screen.queryByLabelText('Start discharging at voltage')).toBeNull();
    expect(screen.queryByLabelText('Daily inverter restart')).toBeNull();
    await user.click(within(await card('Garage (HM-800)')).getByLabelText('Compensate shaded inputs'));
    const posted = await save(api);
    expect(posted.inverters[0]).toMatchObject({
      power_source: 1,
      use_overscaling_to_compensate_shading: true,
    });
    expect(posted.inverter_serial_for_dc_voltage).toBe(LIMITER_2026_SERIALS.garage);
  });

  it('warns below 13 W per input and about a governed inverter not commanded at night', async () => {
    const user = userEvent.setup();
    const metadata: PowerLimiterMetadata2026 = limiterMetadata2026();
    metadata.inverters[0].command_enable_night = false;
    serve(powerLimiter2026(), metadata);
    render(<PowerLimiterSettingsPage />);
    const garage = await card('Garage (HM-800)');
    expect(screen.getByText(/Every governed inverter must be polled/)).toBeTruthy();
    expect(within(garage).queryByText(/Below 26 W/)).toBeNull();
    const lower = within(garage).getByLabelText('Lowest inverter limit');
    await user.clear(lower);
    await user.type(lower, '20');
    expect(within(garage).getByText('Below 26 W this inverter may not produce reliably.')).toBeTruthy();
    // By day it is commanded: fed by the sun, it needs nothing at night.
    await user.selectOptions(within(garage).getByLabelText('Power source'), 'Solar panels');
    expect(screen.queryByText(/Every governed inverter must be polled/)).toBeNull();
  });

  it('asks for the inverter that measures the battery voltage when the stored one is not governed', async () => {
    const user = userEvent.setup();
    const api = serve({ ...powerLimiter2026(), inverter_serial_for_dc_voltage: '000000000' });
    render(<PowerLimiterSettingsPage />);
    const select = await screen.findByLabelText('Inverter that measures the battery voltage');
    expect(select).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);
    await user.selectOptions(select, 'Garage (HM-800)');
    await user.selectOptions(screen.getByLabelText('Input used for the battery voltage'), 'Input 2');
    const posted = await save(api);
    expect(posted).toMatchObject({
      inverter_serial_for_dc_voltage: LIMITER_2026_SERIALS.garage,
      inverter_channel_id_for_dc_voltage: 1,
    });
  });

  it('without any inverter shows the requirement and no form', async () => {
    serve(powerLimiter2026(), { ...limiterMetadata2026(), inverters: [] });
    render(<PowerLimiterSettingsPage />);
    expect(await screen.findByText(/needs an inverter to control/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
