import type { Battery2026 } from '@dtu/contract';
import { battery2026Factory, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { BatterySettingsPage } from './battery-settings-page.tsx';

function serve(config: Battery2026) {
  return fakeDeviceApi({
    'GET /api/battery/config': config,
    'POST /api/battery/config': SETTINGS_SAVED,
  });
}

async function save(api: ReturnType<typeof serve>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Settings saved.');
  return api.posts[0].data as Battery2026;
}

const enabled = (provider: number): Battery2026 => ({ ...battery2026Factory(), enabled: true, provider });

beforeEach(() => runFirmware('onbattery-2026.03.31'));
afterEach(() => vi.unstubAllGlobals());

describe('BatterySettingsPage on OnBattery 2026.03.31', () => {
  it('posts back exactly what it loaded, nested sections included', async () => {
    const loaded = battery2026Factory();
    const api = serve(loaded);
    render(<BatterySettingsPage />);
    await screen.findByLabelText('Enable battery interface');
    expect(screen.queryByLabelText('Verbose logging')).toBeNull();
    expect(await save(api)).toEqual(loaded);
  });

  it('offers the eight providers and the serial settings of the JBD BMS in `serial`', async () => {
    const user = userEvent.setup();
    const api = serve(enabled(0));
    render(<BatterySettingsPage />);
    const provider = (await screen.findByLabelText('Data provider')) as HTMLSelectElement;
    expect(provider.options).toHaveLength(8);
    expect(screen.queryByRole('heading', { name: 'Serial BMS settings' })).toBeNull();
    await user.selectOptions(provider, 'JBD BMS (serial)');
    const interval = screen.getByLabelText('Polling interval');
    await user.clear(interval);
    await user.type(interval, '9');
    const posted = await save(api);
    expect(posted).toMatchObject({ provider: 6, serial: { interface: 0, polling_interval: 9 } });
    expect(posted.zendure).toEqual(battery2026Factory().zendure);
  });

  it('reads MQTT values with topic, JSON path and unit, and the reported limit by its own topic', async () => {
    const user = userEvent.setup();
    const api = serve({ ...enabled(2), enable_discharge_current_limit: true });
    render(<BatterySettingsPage />);
    await user.type(await screen.findByLabelText('Voltage topic'), 'bms/voltage');
    const units = screen.getAllByLabelText('Unit') as HTMLSelectElement[];
    expect(units.map((unit) => [...unit.options].map((option) => option.text))).toEqual([
      ['V', 'dV', 'cV', 'mV'],
      ['A', 'mA'],
    ]);
    await user.selectOptions(units[0], 'mV');
    expect(screen.queryByLabelText('Discharge current limit topic')).toBeNull();
    await user.click(screen.getByLabelText('Use the limit the battery reports'));
    await user.type(screen.getByLabelText('Discharge current limit topic'), 'bms/limit');
    const posted = await save(api);
    expect(posted.mqtt).toMatchObject({
      voltage_topic: 'bms/voltage',
      voltage_unit: 3,
      discharge_current_limit_topic: 'bms/limit',
    });
  });

  it('edits the Zendure settings: another control mode resets the output, a schedule by day and night', async () => {
    const user = userEvent.setup();
    const loaded = enabled(7);
    const api = serve(loaded);
    render(<BatterySettingsPage />);
    expect(await screen.findByLabelText('Output limit')).toHaveProperty('value', '800');
    expect(screen.getByRole('heading', { name: 'Charge-through' })).toBeTruthy();
    const output = screen.getByLabelText('Output') as HTMLSelectElement;
    expect(output.options).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Control'), 'Write the settings once at start');
    expect(output.value).toBe('0');
    expect(output.options).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Charge-through' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Control'), 'Full control');
    await user.selectOptions(output, 'Day and night schedule');
    const night = screen.getByLabelText('Output at night');
    expect([night.getAttribute('min'), night.getAttribute('max')]).toEqual(['0', '1200']);
    await user.clear(night);
    await user.type(night, '300');
    await user.type(screen.getByLabelText('Device ID'), 'AB12CD34');
    const posted = await save(api);
    expect(posted.zendure).toEqual({
      ...loaded.zendure,
      device_id: 'AB12CD34',
      output_control: 2,
      output_limit_night: 300,
      charge_through_enable: false,
    });
  });
});
