import {
  deviceAnswer,
  FACTORY_SETTINGS,
  INDEX_HTML,
  NTP_TIME,
  NTP_ZONES_2026,
  ntpConfig2026,
  SETTINGS_SAVED,
} from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { NtpSettingsPage } from './ntp-settings-page.tsx';

/** Berlin, civil twilight: the factory settings. */
const CONFIG = FACTORY_SETTINGS.ntp;
const ZONES = { 'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3', 'America/New_York': 'EST5EDT,M3.2.0,M11.1.0' };
const TIME = { ...NTP_TIME, ntp_status: false, month: 5, day: 3, hour: 14, minute: 5, second: 9 };

afterEach(() => vi.unstubAllGlobals());

describe('NtpSettingsPage', () => {
  it('chooses a zone from the list and shows its TZ string read-only', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/ntp/config': CONFIG,
      'GET /zones.json': ZONES,
      'GET /api/ntp/time': TIME,
      'POST /api/ntp/config': SETTINGS_SAVED,
    });
    render(<NtpSettingsPage />);
    const zone = await screen.findByLabelText('Timezone');
    await waitFor(() => expect(zone.querySelectorAll('option')).toHaveLength(2));
    expect(zone).toHaveProperty('value', 'Europe/Berlin---CET-1CEST,M3.5.0,M10.5.0/3');
    await user.selectOptions(zone, 'America/New_York---EST5EDT,M3.2.0,M11.1.0');
    const tz = screen.getByLabelText('Timezone string');
    expect(tz).toHaveProperty('value', 'EST5EDT,M3.2.0,M11.1.0');
    expect(tz).toHaveProperty('readOnly', true);
    const latitude = screen.getByLabelText('Latitude');
    expect([latitude.getAttribute('min'), latitude.getAttribute('max')]).toEqual(['-90', '90']);
    expect(screen.getByLabelText('Longitude').getAttribute('min')).toBe('-180');
    expect(screen.getByText(/up to one minute/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({
      ntp_timezone: 'EST5EDT,M3.2.0,M11.1.0',
      ntp_timezone_descr: 'America/New_York',
      sunsettype: 1,
    });
  });

  it('posts the browser clock, then reads the device time again', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/ntp/config': CONFIG,
      'GET /zones.json': ZONES,
      'GET /api/ntp/time': TIME,
      'POST /api/ntp/time': deviceAnswer(9010),
    });
    render(<NtpSettingsPage />);
    // The device clock ticks on from the time it reported.
    await waitFor(() =>
      expect(screen.getByTestId('device-time').textContent).toMatch(/5\/3\/2024, 14:05:(09|1\d)/),
    );
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Synchronise time' }));
    expect(await screen.findByText('Time updated.')).toBeTruthy();
    const sent = api.posts.find((p) => p.path === '/api/ntp/time')?.data as Record<string, number>;
    const sentDate = new Date(sent.year, sent.month - 1, sent.day, sent.hour, sent.minute, sent.second);
    expect(Math.abs(sentDate.getTime() - before)).toBeLessThan(5000);
    const timeReads = api.fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/ntp/time' && !init?.method?.startsWith('P'),
    );
    expect(timeReads.length).toBeGreaterThanOrEqual(2);
  });

  describe('on the 2026 generations (no zones.json, the name only)', () => {
    const device2026 = () =>
      fakeDeviceApi({
        'GET /api/ntp/config': ntpConfig2026(),
        'GET /api/ntp/zones': NTP_ZONES_2026,
        // The firmware answers a path it does not have with its index page.
        'GET /zones.json': new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } }),
        'GET /api/ntp/time': TIME,
        'POST /api/ntp/config': SETTINGS_SAVED,
      });

    it('lists the zones of /api/ntp/zones and posts what it loaded unchanged', async () => {
      const user = userEvent.setup();
      const api = device2026();
      render(<NtpSettingsPage />);
      const zone = await screen.findByLabelText('Timezone');
      await waitFor(() => expect(zone.querySelectorAll('option')).toHaveLength(3));
      expect(zone).toHaveProperty('value', `Europe/Berlin---${NTP_ZONES_2026['Europe/Berlin']}`);
      expect(screen.getByLabelText('Timezone string')).toHaveProperty(
        'value',
        NTP_ZONES_2026['Europe/Berlin'],
      );
      expect(api.fetchMock.mock.calls.some(([url]) => url === '/zones.json')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Settings saved.')).toBeTruthy();
      expect(api.posts[0].data).toEqual(ntpConfig2026());
    });

    it('posts a chosen zone by its name, without a TZ string the firmware does not take', async () => {
      const user = userEvent.setup();
      const api = device2026();
      render(<NtpSettingsPage />);
      const zone = await screen.findByLabelText('Timezone');
      await waitFor(() => expect(zone.querySelectorAll('option')).toHaveLength(3));
      await user.selectOptions(zone, `America/New_York---${NTP_ZONES_2026['America/New_York']}`);
      expect(screen.getByLabelText('Timezone string')).toHaveProperty('value', 'EST5EDT,M3.2.0,M11.1.0');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Settings saved.')).toBeTruthy();
      expect(api.posts[0].data).toEqual({ ...ntpConfig2026(), ntp_timezone_descr: 'America/New_York' });
    });
  });
});
