import { FACTORY_SETTINGS_2026, VALID_SETTINGS_2026 } from '@dtu/contract/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { savesAsLoaded } from '../../test-support/saves-as-loaded.tsx';
import { AcChargerSettingsPage } from './ac-charger-settings-page.tsx';

const PATH = '/api/gridcharger/config';
beforeEach(() => runFirmware('onbattery-2026.03.31'));
afterEach(() => vi.unstubAllGlobals());

describe('grid charger settings on OnBattery 2026.03.31', () => {
  it('saves a factory device’s answer back unchanged', async () => {
    await savesAsLoaded(AcChargerSettingsPage, PATH, FACTORY_SETTINGS_2026.gridcharger);
    expect(screen.getByRole('heading', { name: 'Grid charger settings' })).toBeTruthy();
  });

  it('shows the Trucki’s address, not the Huawei parts, and only the target of the automatic control', async () => {
    await savesAsLoaded(AcChargerSettingsPage, PATH, VALID_SETTINGS_2026.gridcharger);
    expect(screen.getByLabelText('IP address')).toHaveProperty('value', '192.168.178.70');
    expect(screen.queryByLabelText('CAN interface')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Huawei rectifier' })).toBeNull();
    expect(screen.getByLabelText('Target grid consumption')).toBeTruthy();
    expect(screen.queryByLabelText('Highest charge power')).toBeNull();
  });

  it('offers the Huawei ranges of this generation and posts the nested change', async () => {
    const body = { ...FACTORY_SETTINGS_2026.gridcharger, enabled: true, emergency_charge_enabled: true };
    const { api, user } = await savesAsLoaded(AcChargerSettingsPage, PATH, body);
    const offline = screen.getByLabelText('Voltage without CAN bus');
    expect([offline.getAttribute('min'), offline.getAttribute('max')]).toEqual(['48', '58.4']);
    expect(screen.getByLabelText('Highest charge power').getAttribute('max')).toBe('4000');
    await user.selectOptions(screen.getByLabelText('CAN interface'), 'TWAI');
    expect(screen.queryByLabelText('CAN controller crystal')).toBeNull();
    await user.click(screen.getByLabelText('Fan at full speed without CAN bus'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts[1]?.data).toEqual({
      ...body,
      can: { ...body.can, hardware_interface: 1 },
      huawei: { ...body.huawei, fan_offline_full_speed: true },
    });
  });
});
