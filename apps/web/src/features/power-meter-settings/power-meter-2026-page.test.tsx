import { FACTORY_SETTINGS_2026, VALID_SETTINGS_2026 } from '@dtu/contract/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { savesAsLoaded } from '../../test-support/saves-as-loaded.tsx';
import { PowerMeterSettingsPage } from './power-meter-settings-page.tsx';

const PATH = '/api/powermeter/config';
beforeEach(() => runFirmware('onbattery-2026.03.31'));
afterEach(() => vi.unstubAllGlobals());

describe('power meter settings on OnBattery 2026.03.31', () => {
  it.each([
    ['factory', FACTORY_SETTINGS_2026.powermeter],
    ['configured', VALID_SETTINGS_2026.powermeter],
  ])('saves the %s device’s nested answer back unchanged', async (_, body) => {
    await savesAsLoaded(PowerMeterSettingsPage, PATH, body);
  });

  it('offers the eight 2026 sources and tests HTTP+JSON with the whole provider section', async () => {
    const { api, user } = await savesAsLoaded(PowerMeterSettingsPage, PATH, VALID_SETTINGS_2026.powermeter);
    const source = screen.getByLabelText('Source') as HTMLSelectElement;
    expect(source.options).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Value 2' })).toBeTruthy();
    expect(screen.getAllByLabelText('URL')).toHaveLength(1);
    // The vendor's examples: how a URL and a JSON path are written.
    expect(screen.getByText('http://tasmota-123.home/cm?cmnd=status%208')).toBeTruthy();
    expect(screen.getByText('data/[1]/power')).toBeTruthy();
    await user.click(screen.getByLabelText('One request per value'));
    expect(screen.getAllByLabelText('URL')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Test HTTP request' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts[1]?.path).toBe('/api/powermeter/testhttpjsonrequest');
    expect(api.posts[1]?.data).toEqual({
      http_json: { ...VALID_SETTINGS_2026.powermeter.http_json, individual_requests: true },
    });
  });

  it('shows the HTTP+SML and Victron UDP sections and posts the SML test to its own path', async () => {
    const { api, user } = await savesAsLoaded(PowerMeterSettingsPage, PATH, VALID_SETTINGS_2026.powermeter);
    await user.selectOptions(screen.getByLabelText('Source'), 'Victron energy meter (UDP)');
    const udp = screen.getByRole('heading', { name: 'Victron energy meter (UDP)' }).closest('section');
    expect(within(udp as HTMLElement).getByLabelText('IP address')).toHaveProperty('value', '0.0.0.0');
    await user.selectOptions(screen.getByLabelText('Source'), 'HTTP request with SML answer');
    await user.click(screen.getByRole('button', { name: 'Test HTTP request' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts[1]).toEqual({
      path: '/api/powermeter/testhttpsmlrequest',
      data: { http_sml: VALID_SETTINGS_2026.powermeter.http_sml },
    });
  });
});
