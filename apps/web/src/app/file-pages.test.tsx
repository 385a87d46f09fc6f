import type { Generation } from '@dtu/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { AppRouter } from './router.tsx';
import { INFO_MENU, menuForGeneration, SETTINGS_MENU } from './site-map.ts';

/** A device that answers both file APIs and the logging config: the page picks what it reads. */
function openPage(path: string, generation: Generation) {
  runFirmware(generation);
  const api = fakeDeviceApi({
    'GET /api/config/list': { configs: [{ name: 'config.json' }] },
    'GET /api/file/list': [{ name: 'config.json', size: 1234 }],
    'GET /api/logging/config': { loglevel: { default: 3, modules: [{ name: 'CORE', level: -1 }] } },
  });
  window.history.replaceState(null, '', path);
  render(<AppRouter />);
  return api;
}

const reads = (api: ReturnType<typeof fakeDeviceApi>) =>
  api.fetchMock.mock.calls.map(([path]) => String(path));

afterEach(() => vi.unstubAllGlobals());

describe('the device files and logging pages per firmware generation', () => {
  it('keeps the config management of /api/config on 2024.05.03', async () => {
    const api = openPage('/settings/config', 'onbattery-2024.05.03');
    expect(await screen.findByRole('heading', { name: 'Config management' })).toBeTruthy();
    expect(reads(api).filter((path) => path.startsWith('/api/file'))).toEqual([]);
  });

  it.each(['onbattery-2026.03.31', 'opendtu-v26.3.30'] as const)(
    'shows the file manager of /api/file on %s, never /api/config',
    async (generation) => {
      const api = openPage('/settings/config', generation);
      expect(await screen.findByRole('heading', { name: 'File manager' })).toBeTruthy();
      expect(await screen.findByText('1,234 B')).toBeTruthy();
      expect(reads(api).filter((path) => path.startsWith('/api/config'))).toEqual([]);
    },
  );

  it('reads no file API on an unknown firmware and says why', async () => {
    const api = openPage('/settings/config', 'unknown');
    expect(await screen.findByText(/a firmware this interface does not know yet/)).toBeTruthy();
    expect(reads(api)).toEqual([]);
  });

  it('offers the logging page on the 2026 generations only, never while probing', async () => {
    const hasLogging = (generation: Generation | undefined) =>
      [...menuForGeneration(SETTINGS_MENU, generation), ...menuForGeneration(INFO_MENU, generation)].some(
        (entry) => entry !== 'divider' && entry.href === '/settings/logging',
      );
    expect(hasLogging('onbattery-2026.03.31')).toBe(true);
    expect(hasLogging('opendtu-v26.3.30')).toBe(true);
    expect(hasLogging('onbattery-2024.05.03')).toBe(false);
    expect(hasLogging('unknown')).toBe(true);
    expect(hasLogging(undefined)).toBe(false);

    const api = openPage('/settings/logging', 'onbattery-2024.05.03');
    expect(await screen.findByText(/This firmware has no such function\./)).toBeTruthy();
    expect(reads(api)).toEqual([]);
  });
});
