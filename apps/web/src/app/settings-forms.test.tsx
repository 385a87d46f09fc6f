import {
  FACTORY_SETTINGS,
  LIMITER_METADATA,
  NTP_TIME,
  SETTINGS_PATHS,
  SETTINGS_SAVED,
  type SettingsArea,
  VALID_SETTINGS,
} from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcChargerSettingsPage } from '../features/ac-charger-settings/ac-charger-settings-page.tsx';
import { BatterySettingsPage } from '../features/battery-settings/battery-settings-page.tsx';
import { DeviceManagerPage } from '../features/device-manager/device-manager-page.tsx';
import { DtuSettingsPage } from '../features/dtu-settings/dtu-settings-page.tsx';
import { MqttSettingsPage } from '../features/mqtt-settings/mqtt-settings-page.tsx';
import { NetworkSettingsPage } from '../features/network-settings/network-settings-page.tsx';
import { NtpSettingsPage } from '../features/ntp-settings/ntp-settings-page.tsx';
import { PowerLimiterSettingsPage } from '../features/power-limiter-settings/power-limiter-settings-page.tsx';
import { PowerMeterSettingsPage } from '../features/power-meter-settings/power-meter-settings-page.tsx';
import { SecuritySettingsPage } from '../features/security-settings/security-settings-page.tsx';
import { VedirectSettingsPage } from '../features/vedirect-settings/vedirect-settings-page.tsx';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { invalidControls } from '../test-support/invalid-controls.ts';

/**
 * Every settings form must accept the device's own data: the factory answers and a configured
 * device's valid payloads (`@dtu/contract/fixtures`) pass the form's constraints (min, max,
 * step, required, pattern) and Save sends them. A form that silently refuses what the device
 * reports is a bug class we have hit (a limit tighter than the firmware's own default).
 */
const PAGES: Record<SettingsArea, { Page: ComponentType; companions?: Record<string, unknown> }> = {
  network: {
    Page: NetworkSettingsPage,
    companions: { 'GET /api/network/status': { ap_ssid: 'OpenDTU-1193046' } },
  },
  ntp: {
    Page: NtpSettingsPage,
    companions: {
      'GET /zones.json': { 'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3' },
      'GET /api/ntp/time': NTP_TIME,
    },
  },
  mqtt: { Page: MqttSettingsPage },
  security: { Page: SecuritySettingsPage },
  dtu: {
    Page: DtuSettingsPage,
    companions: {
      'GET /api/system/status': {
        nrf_configured: true,
        nrf_connected: true,
        nrf_pvariant: true,
        cmt_configured: false,
        cmt_connected: false,
      },
    },
  },
  device: { Page: DeviceManagerPage },
  battery: { Page: BatterySettingsPage },
  huawei: { Page: AcChargerSettingsPage },
  vedirect: { Page: VedirectSettingsPage },
  powermeter: { Page: PowerMeterSettingsPage },
  powerlimiter: {
    Page: PowerLimiterSettingsPage,
    companions: { 'GET /api/powerlimiter/metadata': LIMITER_METADATA },
  },
};

const DATA = { factory: FACTORY_SETTINGS, valid: VALID_SETTINGS };

type User = ReturnType<typeof userEvent.setup>;

/**
 * What a user must type before saving, because the firmware itself refuses the value shown
 * (docs/firmware/onbattery-2024.05.03/settings.md §2.2: a factory device has no WiFi SSID), or what the page fills in itself after
 * loading (the repeated password). Nothing else may stand between the device's data and Save.
 */
const USER_INPUT: Partial<Record<SettingsArea, (user: User, data: 'factory' | 'valid') => Promise<void>>> = {
  network: async (user, data) => {
    if (data === 'factory') await user.type(screen.getByLabelText('WiFi SSID'), 'HomeNet');
  },
  security: async (_user, data) => {
    // The page fills the repeat field with the device's password once the load has finished.
    const repeat = screen.getByLabelText('Repeat password') as HTMLInputElement;
    await waitFor(() => expect(repeat.value).toBe(DATA[data].security.password));
  },
};
const CASES = (Object.keys(PAGES) as SettingsArea[]).flatMap((area) =>
  (['factory', 'valid'] as const).map((data) => [area, data] as const),
);

afterEach(() => vi.unstubAllGlobals());

describe('settings forms accept the device’s own data', () => {
  it.each(CASES)('%s with the %s fixture', async (area, data) => {
    const { Page, companions = {} } = PAGES[area];
    const path = SETTINGS_PATHS[area];
    const api = fakeDeviceApi({
      ...companions,
      [`GET ${path}`]: structuredClone(DATA[data][area]),
      [`POST ${path}`]: SETTINGS_SAVED,
    });
    render(<Page />);
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    const form = save.closest('form');
    if (!form) throw new Error(`${area}: Save outside a form`);
    await USER_INPUT[area]?.(user, data);
    expect(invalidControls(form)).toEqual([]);
    await user.click(save);
    await waitFor(() => expect(api.posts.map((post) => post.path)).toContain(path));
  });
});
