import { FACTORY_SETTINGS_2026, VALID_SETTINGS_2026 } from '@dtu/contract/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { savesAsLoaded } from '../../test-support/saves-as-loaded.tsx';
import { VedirectSettingsPage } from './vedirect-settings-page.tsx';

const PATH = '/api/solarcharger/config';
beforeEach(() => runFirmware('onbattery-2026.03.31'));
afterEach(() => vi.unstubAllGlobals());

describe('solar charger settings on OnBattery 2026.03.31', () => {
  it('saves a factory device’s answer back unchanged and reads no VE.Direct path', async () => {
    const { api } = await savesAsLoaded(VedirectSettingsPage, PATH, FACTORY_SETTINGS_2026.solarcharger);
    expect(screen.getByRole('heading', { name: 'Solar charger settings' })).toBeTruthy();
    expect(api.fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/vedirect/config');
  });

  it('shows the MQTT quantities the calculation needs and posts the changed unit', async () => {
    const { api, user } = await savesAsLoaded(VedirectSettingsPage, PATH, VALID_SETTINGS_2026.solarcharger);
    // Power calculated from voltage × current: no power topic.
    expect(screen.queryByRole('heading', { name: 'Output power' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Output current' })).toBeTruthy();
    expect(screen.queryByLabelText('Publish changes only')).toBeNull();
    await user.click(screen.getByLabelText('Calculate the output power from voltage and current'));
    expect(screen.queryByRole('heading', { name: 'Output current' })).toBeNull();
    await user.selectOptions(screen.getAllByLabelText('Unit')[0] as HTMLSelectElement, 'kW');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    const { mqtt } = VALID_SETTINGS_2026.solarcharger;
    expect(api.posts[1]?.data).toEqual({
      ...VALID_SETTINGS_2026.solarcharger,
      mqtt: { ...mqtt, calculate_output_power: false, power_unit: 0 },
    });
  });
});
