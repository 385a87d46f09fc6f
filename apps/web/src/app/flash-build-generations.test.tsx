import type { GenerationId } from '@dtu/contract';
import {
  LIVEDATA_ONBATTERY_2026,
  livedataStatus,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
} from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';

const ONBATTERY_2026 = {
  'GET /api/system/status': SYSTEM_STATUS_ONBATTERY_2026,
  'GET /api/livedata/status': { ...livedataStatus([]), ...LIVEDATA_ONBATTERY_2026 },
};
const ONBATTERY_2024 = {
  'GET /api/system/status': SYSTEM_STATUS,
  'GET /api/livedata/status': livedataStatus([]),
};

/**
 * The app as the flash build for `firmware` has it (`DTU_FIRMWARE`, `__FLASH_FIRMWARE__`): its
 * modules loaded afresh, the build's constants read from the global the build defines, the
 * generation probed from `device`.
 */
async function flashBuildOn(firmware: GenerationId, device: Record<string, unknown>) {
  vi.stubGlobal('__FLASH_FIRMWARE__', firmware);
  vi.resetModules();
  const { registerMessages } = await import('../i18n/registry.ts');
  const { messageRegistry } = await import('./message-registry.ts');
  registerMessages(messageRegistry);
  const generation = await import('../net/generation.ts');
  const api = fakeDeviceApi(device);
  await generation.probeGeneration();
  const { AppRouter } = await import('./router.tsx');
  const { LimitModal } = await import('../features/live-view/limit-modal.tsx');
  const open = (path: string) => {
    window.history.replaceState(null, '', path);
    return render(<AppRouter />);
  };
  return { api, generation: generation.currentGeneration(), open, LimitModal };
}

const requested = (api: ReturnType<typeof fakeDeviceApi>) =>
  api.fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${String(path)}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('a flash build on a generation it was not built for', () => {
  it('treats OnBattery 2026.03.31 under the 2024.05.03 build as unknown: read-only, named, nothing read or posted', async () => {
    const build = await flashBuildOn('onbattery-2024.05.03', ONBATTERY_2026);
    expect(build.generation).toBe('unknown');
    const probes = requested(build.api).length;
    build.open('/settings/powerlimiter');
    expect(
      await screen.findByText(/OpenDTU-OnBattery 2026\.03\.31, a firmware this interface does not know yet/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(requested(build.api).slice(probes)).toEqual([]);
  });

  it('offers only temporary limits there', async () => {
    const build = await flashBuildOn('onbattery-2024.05.03', ONBATTERY_2026);
    fakeDeviceApi({ 'GET /api/limit/status': {} });
    render(<build.LimitModal serial="114183712345" onClose={() => {}} onSuccess={() => {}} />);
    expect(screen.getByText(/Only temporary limits/)).toBeTruthy();
    expect(screen.queryByLabelText('Keep the limit after the inverter restarts')).toBeNull();
  });

  it('titles a page the build left out by its menu label (the 2026 logging page under the 2024.05.03 build)', async () => {
    const build = await flashBuildOn('onbattery-2024.05.03', ONBATTERY_2026);
    build.open('/settings/logging');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Logging');
    expect(screen.getByText(/does not know yet/)).toBeTruthy();
  });

  it('treats OnBattery 2024.05.03 under the OpenDTU v26.3.30 build as unknown, its config page read-only', async () => {
    const build = await flashBuildOn('opendtu-v26.3.30', ONBATTERY_2024);
    expect(build.generation).toBe('unknown');
    const { container } = build.open('/settings/config');
    expect(
      await within(container).findByText(/OpenDTU-OnBattery .*, a firmware this interface does not know yet/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restore|Upload/ })).toBeNull();
  });

  it('keeps its own generation', async () => {
    const build = await flashBuildOn('onbattery-2026.03.31', ONBATTERY_2026);
    expect(build.generation).toBe('onbattery-2026.03.31');
  });
});
