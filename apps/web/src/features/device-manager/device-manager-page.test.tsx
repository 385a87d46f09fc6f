import {
  deviceConfig2026,
  FACTORY_SETTINGS,
  INDEX_HTML,
  SETTINGS_SAVED,
  SYSTEM_STATUS,
} from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { DeviceManagerPage } from './device-manager-page.tsx';

/** A factory device whose second LED was dimmed. */
const CONFIG = { ...FACTORY_SETTINGS.device, led: [{ brightness: 100 }, { brightness: 40 }] };

function setup(pinMapping: unknown) {
  return fakeDeviceApi({
    'GET /api/device/config': CONFIG,
    'GET /api/config/get?file=pin_mapping.json': pinMapping,
    'POST /api/device/config': SETTINGS_SAVED,
    'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('DeviceManagerPage', () => {
  it('offers Default first, then profiles by name, and marks differing pins in words', async () => {
    const user = userEvent.setup();
    setup([{ name: 'Zeta board', nrf24: { clk: 18, cs: 15 } }, { name: 'Alpha board' }]);
    render(<DeviceManagerPage />);
    const select = await screen.findByLabelText('Pin mapping profile');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Default',
      'Alpha board',
      'Zeta board',
    ]);
    expect(screen.getAllByText('differs').length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText('Pin mapping profile'), 'Zeta board');
    const csRow = screen.getAllByRole('row').find((row) => row.textContent?.startsWith('Nrf24cs'));
    expect(csRow?.textContent).toContain('15');
    expect(csRow?.textContent).toContain('differs');
    expect(screen.getAllByText('not set').length).toBeGreaterThan(0);
  });

  it('links only the web addresses of a profile; other links stay plain text', async () => {
    const user = userEvent.setup();
    setup([
      {
        name: 'Board',
        links: [
          { name: 'Manual', url: 'https://example.com/manual' },
          { name: 'Trap', url: 'data:text/html,<script>alert(1)</script>' },
          { name: 'Script', url: 'javascript:alert(1)' },
        ],
      },
    ]);
    render(<DeviceManagerPage />);
    await user.selectOptions(await screen.findByLabelText('Pin mapping profile'), 'Board');
    expect(screen.getByRole('link', { name: 'Manual' }).getAttribute('href')).toBe(
      'https://example.com/manual',
    );
    expect(screen.getByText('Trap').closest('a')).toBeNull();
    expect(screen.getByText('Script').closest('a')).toBeNull();
  });

  it('treats a missing pin mapping file as no profiles and other failures as an error', async () => {
    setup(new Response('', { status: 404, statusText: 'Not Found' }));
    const { unmount } = render(<DeviceManagerPage />);
    const select = await screen.findByLabelText('Pin mapping profile');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Default']);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    setup('this is not json');
    render(<DeviceManagerPage />);
    expect(await screen.findByText(/pin mapping file could not be read/)).toBeTruthy();
  });

  it('saves Default for an unset profile, says it restarts, limits the display and keeps LEDs equal', async () => {
    const user = userEvent.setup();
    const api = setup([]);
    render(
      <>
        <DeviceManagerPage />
        <RestartOverlay />
      </>,
    );
    // The device refuses an empty name, so this first save stores Default: the page says so.
    expect(await screen.findByText('Saving restarts the device.')).toBeTruthy();
    await user.click(await screen.findByRole('tab', { name: 'Display' }));
    const duration = screen.getByLabelText('Diagram period');
    expect([duration.getAttribute('min'), duration.getAttribute('max')]).toEqual(['600', '86400']);
    const contrast = screen.getByLabelText('Contrast');
    expect([contrast.getAttribute('min'), contrast.getAttribute('max')]).toEqual(['0', '100']);
    await user.clear(duration);
    await user.type(duration, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.posts).toHaveLength(0);
    await user.clear(duration);
    await user.type(duration, '1200');

    await user.click(screen.getByRole('tab', { name: 'LEDs' }));
    await user.click(screen.getByLabelText('Equal brightness'));
    expect(screen.getByLabelText('LED 2 brightness')).toHaveProperty('value', '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({
      curPin: { name: 'Default' },
      display: { diagramduration: 1200 },
      led: [{ brightness: 100 }, { brightness: 100 }],
    });
    const restarting = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(restarting.textContent).toContain('Restarting to apply them.');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });

  it('posts the profile the device reported and restarts only when the user chose another', async () => {
    const user = userEvent.setup();
    let stored = 'Alpha board';
    const api = fakeDeviceApi({
      'GET /api/device/config': () => ({ ...CONFIG, curPin: { ...CONFIG.curPin, name: stored } }),
      'GET /api/config/get?file=pin_mapping.json': [{ name: 'Alpha board' }, { name: 'Zeta board' }],
      'POST /api/device/config': ({ data }: { data: unknown }) => {
        stored = (data as { curPin: { name: string } }).curPin.name;
        return SETTINGS_SAVED;
      },
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <DeviceManagerPage />
        <RestartOverlay />
      </>,
    );
    await screen.findByLabelText('Pin mapping profile');
    expect(screen.getByText('Choosing another profile restarts the device after saving.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'LEDs' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ curPin: { name: 'Alpha board' } });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Pin assignment' }));
    await user.selectOptions(screen.getByLabelText('Pin mapping profile'), 'Zeta board');
    expect(screen.getByText('Saving restarts the device.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'The device is restarting' })).toBeTruthy();
    expect(api.posts[1].data).toMatchObject({ curPin: { name: 'Zeta board' } });
    // Back from the restart, the page reads the device again: Zeta board is now the stored one.
    expect(
      await screen.findByText(
        'Choosing another profile restarts the device after saving.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits the display locale of the 2026 generations and posts the rest as loaded', async () => {
    const user = userEvent.setup();
    runFirmware('opendtu-v26.3.30');
    const loaded = { ...deviceConfig2026(), curPin: { ...deviceConfig2026().curPin, name: 'Board' } };
    const api = fakeDeviceApi({
      'GET /api/device/config': loaded,
      'GET /api/file/get?file=pin_mapping.json': [{ name: 'Board' }],
      'POST /api/device/config': SETTINGS_SAVED,
    });
    render(<DeviceManagerPage />);
    await user.click(await screen.findByRole('tab', { name: 'Display' }));
    const language = screen.getByLabelText('Display language');
    expect(language).toHaveProperty('value', 'en');
    await user.selectOptions(language, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toEqual({ ...loaded, display: { ...loaded.display, locale: 'fr' } });
  });

  // Where each firmware serves the file (`src/WebApi_config.cpp` @ 2024.05.03, `src/WebApi_file.cpp`
  // @ 2026.03.31 and @ v26.3.30); the other route falls through to index.html, as on the device.
  it.each([
    ['onbattery-2024.05.03', '/api/config/get', '/api/file/get'],
    ['onbattery-2026.03.31', '/api/file/get', '/api/config/get'],
    ['opendtu-v26.3.30', '/api/file/get', '/api/config/get'],
  ] as const)('reads the profiles on %s from %s', async (generation, served, missing) => {
    runFirmware(generation);
    fakeDeviceApi({
      'GET /api/device/config': generation === 'onbattery-2024.05.03' ? CONFIG : deviceConfig2026(),
      [`GET ${served}?file=pin_mapping.json`]: [{ name: 'Alpha board' }],
      [`GET ${missing}?file=pin_mapping.json`]: new Response(INDEX_HTML, {
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    render(<DeviceManagerPage />);
    const select = await screen.findByLabelText('Pin mapping profile');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(2));
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
