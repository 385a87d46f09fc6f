import type { PowerMeterConfig } from '@dtu/contract';
import { POWER_METER_HTTP, SETTINGS_SAVED, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { PowerMeterSettingsPage } from './power-meter-settings-page.tsx';

/** HTTP+JSON: phase 1 from a URL, phase 2 on the same answer with another path, phase 3 off. */
const CONFIG = POWER_METER_HTTP;

/** A settings card: the section around its heading. */
const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const findCard = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('PowerMeterSettingsPage', () => {
  it('shows only the fields of the chosen source', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({ 'GET /api/powermeter/config': { ...CONFIG, source: 0 } });
    render(<PowerMeterSettingsPage />);
    const source = await screen.findByLabelText('Source');
    expect(screen.getByLabelText('Power topic, phase 3').getAttribute('maxlength')).toBe('256');
    expect(screen.queryByLabelText('Baud rate')).toBeNull();

    for (const sdm of ['SDM meter, single phase', 'SDM meter, three phases']) {
      await user.selectOptions(source, sdm);
      expect(screen.getByLabelText('Baud rate')).toBeTruthy();
      expect(screen.getByLabelText('Modbus address')).toBeTruthy();
      expect(screen.queryByLabelText('Power topic, phase 1')).toBeNull();
    }
    await user.selectOptions(source, 'HTTP request with JSON answer');
    expect(screen.getByLabelText('One request per phase')).toBeTruthy();
    expect(screen.queryByLabelText('Baud rate')).toBeNull();
    for (const other of ['SML (optical reading head)', 'SMA Home Manager 2.0']) {
      await user.selectOptions(source, other);
      expect(screen.queryByLabelText('One request per phase')).toBeNull();
      expect(screen.queryByLabelText('Baud rate')).toBeNull();
      expect(screen.queryByLabelText('Power topic, phase 1')).toBeNull();
    }
    await user.click(screen.getByLabelText('Enable power meter'));
    expect(screen.queryByLabelText('Source')).toBeNull();
  });

  it('keeps phase 1 always on and lets phases 2 and 3 reuse its request unless individual', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({ 'GET /api/powermeter/config': CONFIG });
    render(<PowerMeterSettingsPage />);
    const one = await findCard('Phase 1');
    expect(within(one).queryByLabelText('Enabled')).toBeNull();
    expect(within(one).getByLabelText('URL')).toBeTruthy();
    expect(within(one).getByLabelText('Timeout')).toBeTruthy();

    const two = card('Phase 2');
    expect(within(two).getByLabelText('Enabled')).toHaveProperty('checked', true);
    expect(within(two).queryByLabelText('URL')).toBeNull();
    expect(within(two).getByLabelText('JSON path')).toBeTruthy();
    expect(within(two).getByLabelText('Unit of the value')).toBeTruthy();

    const three = card('Phase 3');
    expect(within(three).queryByLabelText('JSON path')).toBeNull();
    await user.click(within(three).getByLabelText('Enabled'));
    expect(within(three).getByLabelText('JSON path')).toBeTruthy();

    await user.click(screen.getByLabelText('One request per phase'));
    expect(within(card('Phase 2')).getByLabelText('URL')).toBeTruthy();
    expect(within(card('Phase 3')).getByLabelText('URL')).toBeTruthy();

    expect(within(one).queryByLabelText('Username')).toBeNull();
    await user.selectOptions(within(one).getByLabelText('Authentication'), 'Digest');
    expect(within(one).getByLabelText('Username').getAttribute('maxlength')).toBe('64');
    expect(within(one).getByLabelText('Password').getAttribute('maxlength')).toBe('64');
  });

  it('accepts only http:// or https:// URLs up to 1024 characters and shows the save answer', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/powermeter/config': CONFIG,
      'POST /api/powermeter/config': SETTINGS_SAVED,
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <PowerMeterSettingsPage />
        <RestartOverlay />
      </>,
    );
    const url = within(await findCard('Phase 1')).getByLabelText('URL');
    expect(url.getAttribute('maxlength')).toBe('1024');
    for (const bad of ['ftp://meter/status', '192.168.1.5/status']) {
      await user.clear(url);
      await user.type(url, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(api.posts).toHaveLength(0);
    }
    await user.clear(url);
    await user.type(url, 'https://meter.local/api');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect((api.posts[0].data as PowerMeterConfig).http_phases[0].url).toBe('https://meter.local/api');
    // Every accepted power meter save restarts the device: the page says so and waits for it.
    expect(await screen.findByRole('dialog', { name: 'The device is restarting' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });

  it('tests a phase with phase 1’s request, showing the sending notice and then the answer', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeDeviceApi({
      'GET /api/powermeter/config': CONFIG,
      'POST /api/powermeter/testhttprequest': { type: 'warning', message: 'Bad HTTP code: 401' },
    });
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('testhttprequest')) await gate;
      return answer?.(input, init) as Promise<Response>;
    });
    render(<PowerMeterSettingsPage />);
    const two = await findCard('Phase 2');
    await user.click(within(two).getByRole('button', { name: 'Test HTTP request' }));
    expect(within(two).getByText('Sending HTTP request...').closest('.alert')?.className).toContain(
      'alert-info',
    );
    release();
    const result = await within(two).findByText('Bad HTTP code: 401');
    expect(result.closest('.alert')?.className).toContain('alert-warning');
    expect(within(two).queryByText('Sending HTTP request...')).toBeNull();
    expect(api.posts[0]).toEqual({
      path: '/api/powermeter/testhttprequest',
      data: { ...CONFIG.http_phases[0], index: 2, json_path: 'emeters/[1]/power' },
    });
  });
});
