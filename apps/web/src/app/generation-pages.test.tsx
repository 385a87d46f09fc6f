import type { Generation } from '@dtu/contract';
import {
  FACTORY_SETTINGS,
  LIMITER_METADATA,
  limiterMetadata2026,
  powerLimiter2026,
  SETTINGS_SAVED,
} from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { AppRouter } from './router.tsx';
import { INFO_MENU, menuForGeneration, SETTINGS_MENU, SITE_ROUTES, type SiteRoute } from './site-map.ts';

/** Every route whose wire shape differs between the generations. */
const GATED = (SITE_ROUTES as readonly SiteRoute[]).filter((route) => route.gate);

function openPage(path: string, generation: Generation) {
  runFirmware(generation);
  // A 2024-shaped device behind every path: what a page would read and post without the gate.
  const api = fakeDeviceApi({
    'GET /api/powerlimiter/config': FACTORY_SETTINGS.powerlimiter,
    'GET /api/powerlimiter/metadata': LIMITER_METADATA,
    'POST /api/powerlimiter/config': SETTINGS_SAVED,
  });
  window.history.replaceState(null, '', path);
  render(<AppRouter />);
  return api;
}

const requested = (api: ReturnType<typeof fakeDeviceApi>) =>
  api.fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${String(path)}`);

afterEach(() => vi.unstubAllGlobals());

describe('pages whose shape changed, per firmware generation', () => {
  it('covers every restructured settings area, the VE.Direct info view, the config files and the 2026-only pages', () => {
    expect(GATED.map((route) => route.path).sort()).toEqual(
      [
        '/info/vedirect',
        '/settings/battery',
        '/settings/chargerac',
        '/settings/config',
        '/settings/logging',
        '/settings/mqtt',
        '/settings/powerlimiter',
        '/settings/powermeter',
        '/settings/vedirect',
      ].sort(),
    );
  });

  it('posts the 2026 power limiter shape on OnBattery 2026.03.31: what it loaded, every listed inverter written', async () => {
    runFirmware('onbattery-2026.03.31');
    const loaded = powerLimiter2026();
    const api = fakeDeviceApi({
      'GET /api/powerlimiter/config': loaded,
      'GET /api/powerlimiter/metadata': limiterMetadata2026(),
      'POST /api/powerlimiter/config': SETTINGS_SAVED,
    });
    window.history.replaceState(null, '', '/settings/powerlimiter');
    render(<AppRouter />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    const notListedYet = expect.objectContaining({ serial: '116182345680', is_governed: false });
    expect(api.posts.map((post) => post.data)).toEqual([
      { ...loaded, inverters: [...loaded.inverters, notListedYet] },
    ]);
    expect(api.posts[0].data).not.toHaveProperty('inverter_serial');
  });

  it('still edits the power limiter on 2024.05.03', async () => {
    const api = openPage('/settings/powerlimiter', 'onbattery-2024.05.03');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts.map((post) => post.path)).toEqual(['/api/powerlimiter/config']);
  });

  it.each(GATED.map((route) => route.path))('%s is read-only on an unknown firmware', async (path) => {
    const api = openPage(path, 'unknown');
    expect(await screen.findByText(/a firmware this interface does not know yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(requested(api)).toEqual([]);
  });

  it('tells on plain OpenDTU that the firmware has no such settings', async () => {
    openPage('/settings/battery', 'opendtu-v26.3.30');
    expect(await screen.findByText(/OpenDTU v26\.3\.30\. This firmware has no such function\./)).toBeTruthy();
  });

  it('shows no OnBattery menu entry on plain OpenDTU, nor while the generation is probed', () => {
    const labels = (generation: Generation | undefined) =>
      [...menuForGeneration(SETTINGS_MENU, generation), ...menuForGeneration(INFO_MENU, generation)].flatMap(
        (entry) => (entry === 'divider' ? [] : [entry.href]),
      );
    const onBattery = [
      '/settings/vedirect',
      '/settings/powermeter',
      '/settings/powerlimiter',
      '/settings/battery',
    ];
    for (const generation of ['opendtu-v26.3.30', undefined] as const) {
      const shown = labels(generation);
      for (const path of [...onBattery, '/settings/chargerac', '/info/vedirect'])
        expect(shown).not.toContain(path);
      expect(shown).toContain('/settings/dtu');
    }
    expect(labels('opendtu-v26.3.30')).toContain('/settings/mqtt');
    expect(labels('onbattery-2026.03.31')).toEqual(expect.arrayContaining(onBattery));
  });

  it('names the charger pages as OnBattery 2026.03.31 does, and keeps the 2024 names on 2024.05.03', () => {
    const labels = (generation: Generation) =>
      menuForGeneration(SETTINGS_MENU, generation).flatMap((entry) =>
        entry === 'divider' ? [] : [entry.label],
      );
    expect(labels('onbattery-2026.03.31')).toEqual(
      expect.arrayContaining(['nav.solarCharger', 'nav.gridCharger']),
    );
    expect(labels('onbattery-2026.03.31')).not.toContain('nav.vedirect');
    expect(labels('onbattery-2024.05.03')).toEqual(expect.arrayContaining(['nav.vedirect', 'nav.acCharger']));
  });

  it('keeps the VE.Direct info view closed on 2026.03.31, whose firmware has no such path', async () => {
    const api = openPage('/info/vedirect', 'onbattery-2026.03.31');
    expect(await screen.findByText(/This device runs OpenDTU-OnBattery 2026\.03\.31\./)).toBeTruthy();
    expect(requested(api)).toEqual([]);
  });

  it('sends a visitor the device refuses to the login instead of probing forever', async () => {
    runFirmware('probing');
    fakeDeviceApi({ 'GET /api/system/status': new Response('', { status: 401 }) });
    window.history.replaceState(null, '', '/settings/mqtt');
    render(<AppRouter />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
