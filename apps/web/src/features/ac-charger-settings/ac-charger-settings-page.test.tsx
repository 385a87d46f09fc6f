import { FACTORY_SETTINGS, SETTINGS_SAVED, SYSTEM_STATUS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { RestartOverlay } from '../../ui/restart-overlay.tsx';
import { AcChargerSettingsPage } from './ac-charger-settings-page.tsx';

/** The factory answer: the shared fixture every test tier uses. */
const CONFIG = FACTORY_SETTINGS.huawei;

const limitsCard = () => screen.queryByRole('heading', { name: 'Limits' });
const socCard = () => screen.queryByRole('heading', { name: 'Battery state of charge limits' });
const bounds = (label: string) => {
  const input = screen.getByLabelText(label);
  return [input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('step')];
};

afterEach(() => vi.unstubAllGlobals());

describe('AcChargerSettingsPage', () => {
  it('reveals options step by step: enabled, auto power, SoC limits, emergency charge', async () => {
    const user = userEvent.setup();
    fakeDeviceApi({ 'GET /api/huawei/config': CONFIG });
    render(<AcChargerSettingsPage />);
    await user.click(await screen.findByLabelText('Enable AC charger'));
    expect(screen.getByLabelText('Verbose logging')).toBeTruthy();
    const can = screen.getByLabelText('CAN controller crystal') as HTMLSelectElement;
    expect([...can.options].map((option) => option.text)).toEqual(['8 MHz', '16 MHz']);
    expect(screen.queryByLabelText('Use battery state of charge limits')).toBeNull();
    expect(limitsCard()).toBeNull();

    await user.click(screen.getByLabelText('Automatic power control'));
    expect(limitsCard()).toBeTruthy();
    expect(socCard()).toBeNull();
    await user.click(screen.getByLabelText('Use battery state of charge limits'));
    expect(socCard()).toBeTruthy();

    await user.click(screen.getByLabelText('Automatic power control'));
    expect(screen.queryByLabelText('Use battery state of charge limits')).toBeNull();
    expect(socCard()).toBeNull();
    expect(limitsCard()).toBeNull();

    await user.click(screen.getByLabelText('Emergency charge when the battery requests it'));
    expect(limitsCard()).toBeTruthy();
    expect(socCard()).toBeNull();

    await user.click(screen.getByLabelText('Enable AC charger'));
    expect(limitsCard()).toBeNull();
    expect(screen.queryByLabelText('CAN controller crystal')).toBeNull();
  });

  it('applies every limit and the CAN-less voltage hint', async () => {
    fakeDeviceApi({
      'GET /api/huawei/config': {
        ...CONFIG,
        enabled: true,
        auto_power_enabled: true,
        auto_power_batterysoc_limits_enabled: true,
      },
    });
    render(<AcChargerSettingsPage />);
    await screen.findByLabelText('Stop voltage');
    expect(bounds('Stop voltage')).toEqual(['42', '58.5', '0.01']);
    expect(bounds('Start voltage')).toEqual(['42', '58.5', '0.01']);
    expect(bounds('Lowest charge power')).toEqual(['50', '3000', null]);
    expect(bounds('Highest charge power')).toEqual(['100', '3000', null]);
    expect(bounds('Target grid consumption')).toEqual(['-3000', '3000', null]);
    expect(bounds('Stop charging at')).toEqual(['2', '100', null]);
    for (const label of ['Stop voltage', 'Start voltage', 'Lowest charge power', 'Stop charging at']) {
      expect(screen.getByLabelText(label).hasAttribute('required'), label).toBe(true);
    }
    expect(screen.getByLabelText('Stop voltage').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(/Without CAN bus the rectifier accepts only 48 V to 58.5 V/)).toHaveLength(2);
  });

  it('saves the chosen CAN crystal and follows the restart the device answers with', async () => {
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      'GET /api/huawei/config': { ...CONFIG, enabled: true },
      'POST /api/huawei/config': SETTINGS_SAVED,
      'GET /api/system/status': { ...SYSTEM_STATUS, uptime: 0 },
    });
    render(
      <>
        <AcChargerSettingsPage />
        <RestartOverlay />
      </>,
    );
    await user.selectOptions(await screen.findByLabelText('CAN controller crystal'), '16 MHz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(api.posts[0].data).toMatchObject({ can_controller_frequency: 16000000 });
    // The device restarts after every AC charger save: the page says so and waits for it.
    const restarting = await screen.findByRole('dialog', { name: 'The device is restarting' });
    expect(restarting.textContent).toContain('Restarting to apply them.');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });
});
