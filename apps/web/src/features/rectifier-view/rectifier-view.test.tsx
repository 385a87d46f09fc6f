import type { ApiResponse, HuaweiLiveData } from '@dtu/contract';
import { deviceAnswer, gridChargerLive2026, HUAWEI_LIVE, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA, mergeLivedata } from '../../live/merge-livedata.ts';
import { encodeCredentials, removeUser, storeUser } from '../../net/session.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { fakeSocketsPerTest } from '../../test-support/fake-sockets.ts';
import { freezeDate } from '../../test-support/frozen-date.ts';
import { RectifierView, rectifierAgeVariant } from './rectifier-view.tsx';

/** The livedata block of 2024.05.03 (`huawei`) or 2026.03.31 (`gridcharger`). */
function enable(enabled: boolean, key: 'huawei' | 'gridcharger' = 'huawei') {
  livedataStore.set({ ...mergeLivedata(EMPTY_LIVEDATA, { [key]: { enabled } }, 0), loaded: true });
}

/** The AC charger enabled and the view rendered over the device's answer `body`. */
function showRectifier(body: HuaweiLiveData = HUAWEI_LIVE) {
  enable(true);
  fakeDeviceApi({ 'GET /api/huaweilivedata/status': body });
  render(<RectifierView />);
}

fakeSocketsPerTest();
beforeEach(() => {
  storeUser({ authdata: encodeCredentials('admin', 'openDTU42') });
});
afterEach(() => localStorage.clear());

describe('RectifierView', () => {
  it('is absent while the AC charger is disabled', () => {
    enable(false);
    fakeDeviceApi({ 'GET /api/huaweilivedata/status': HUAWEI_LIVE });
    const { container } = render(<RectifierView />);
    expect(container.textContent).toBe('');
  });

  it('lists the input and output values', async () => {
    freezeDate();
    showRectifier();
    const input = await screen.findByRole('region', { name: 'Input' });
    const rows = (region: HTMLElement) =>
      within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows(input)).toEqual([
      'Voltage230.50V',
      'Current2.10A',
      'Power484.2W',
      'Temperature28.0°C',
      'Efficiency93.9%',
    ]);
    expect(rows(screen.getByRole('region', { name: 'Output' }))).toEqual([
      'Voltage53.50V',
      'Current8.50A',
      'Power454.7W',
      'Temperature31.0°C',
      'Maximum current10.00A',
    ]);
    expect(screen.getByText('Data age: 1 s').className).toContain('text-bg-primary');
    expect(FakeSocket.latest().url).toMatch(/\/huaweilivedata$/);
  });

  it('2026.03.31: reads /gridchargerlivedata with its sections and states in words', async () => {
    freezeDate();
    enable(true, 'gridcharger');
    fakeDeviceApi({ 'GET /api/gridchargerlivedata/status': gridChargerLive2026() });
    render(<RectifierView />);
    const device = await screen.findByRole('region', { name: 'Device' });
    expect(within(device).getByRole('row', { name: /R4850G2/ })).toBeTruthy();
    const acks = screen.getByRole('region', { name: 'Acknowledged settings' });
    expect(within(acks).getByRole('cell', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rectifier Huawei R4850G2' })).toBeTruthy();
    expect(screen.getByText('Reachable')).toBeTruthy();
    expect(screen.getByText('Charging')).toBeTruthy();
    expect(screen.getByText('Data age: 0 s')).toBeTruthy();
    expect(FakeSocket.latest().url).toMatch(/\/gridchargerlivedata$/);
  });

  it('colours the data age blue below 19 s, red above 20 s, neutral in between', async () => {
    expect([18, 19, 20, 21].map(rectifierAgeVariant)).toEqual([
      'primary',
      'secondary',
      'secondary',
      'danger',
    ]);
    freezeDate();
    showRectifier({ ...HUAWEI_LIVE, data_age: 21 });
    const age = await screen.findByText(/Data age/);
    expect(age.textContent).toBe('Data age: 21 s (outdated)');
    expect(age.className).toContain('text-bg-danger');
  });
});

describe('rectifier limit modal', () => {
  it('cannot be opened while logged out, like the inverter limit and power buttons', async () => {
    removeUser();
    showRectifier();
    const button = await screen.findByRole('button', { name: 'Limit settings' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('Log in to change the limits');
  });

  async function openModal(answer: ApiResponse = SETTINGS_SAVED) {
    enable(true);
    const api = fakeDeviceApi({
      'GET /api/huaweilivedata/status': HUAWEI_LIVE,
      'POST /api/huawei/limit/config': answer,
    });
    const user = userEvent.setup();
    render(<RectifierView />);
    await user.click(await screen.findByRole('button', { name: 'Limit settings' }));
    return { api, user, dialog: screen.getByRole('dialog', { name: 'Rectifier limit settings' }) };
  }

  it('enables each value only with its checkbox and applies the online/offline minimum', async () => {
    const { user, dialog } = await openModal();
    const voltage = within(dialog).getByLabelText('Target voltage') as HTMLInputElement;
    const current = within(dialog).getByLabelText('Target current') as HTMLInputElement;
    expect(voltage.disabled).toBe(true);
    expect(current.disabled).toBe(true);
    expect([voltage.min, voltage.max, voltage.step]).toEqual(['42', '58', '0.01']);
    expect([current.min, current.max, current.step]).toEqual(['0', '60', '0.1']);

    await user.click(within(dialog).getByLabelText('Set the voltage'));
    expect(voltage.disabled).toBe(false);
    expect(current.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText('Set the current'));
    expect(current.disabled).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Applies to'), 'Offline fallback (CAN link lost)');
    expect(voltage.min).toBe('48');
  });

  it('hints below 48 V and refuses an offline voltage under 48 V without calling the device', async () => {
    const { api, user, dialog } = await openModal();
    await user.click(within(dialog).getByLabelText('Set the voltage'));
    const voltage = within(dialog).getByLabelText('Target voltage');
    expect(within(dialog).queryByText(/only works online/)).toBeNull();
    await user.clear(voltage);
    await user.type(voltage, '45');
    expect(within(dialog).getByText(/only works online/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Applies to'), 'Offline fallback (CAN link lost)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(api.posts).toHaveLength(0);
    await user.clear(voltage);
    await user.type(voltage, '58.01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(api.posts).toHaveLength(0);
  });

  it('posts the limit, closes on success and shows the translated answer', async () => {
    const { api, user, dialog } = await openModal();
    await user.click(within(dialog).getByLabelText('Set the voltage'));
    const voltage = within(dialog).getByLabelText('Target voltage');
    await user.clear(voltage);
    await user.type(voltage, '53.25');
    await user.click(within(dialog).getByLabelText('Set the current'));
    const current = within(dialog).getByLabelText('Target current');
    await user.clear(current);
    await user.type(current, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(api.posts).toEqual([
      {
        path: '/api/huawei/limit/config',
        data: { voltage: 53.25, voltage_valid: true, current: 12.5, current_valid: true, online: true },
      },
    ]);
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with a range answer in its own words', async () => {
    const { user, dialog } = await openModal(deviceAnswer(5002, { min: 48, max: 58 }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const answer = await within(dialog).findByRole('alert');
    expect(answer.textContent).toContain('The value must lie between 48 and 58.');
    // The translation, not the firmware's English text (which names the inverter limit's range).
    expect(answer.textContent).not.toContain('Limit must between');
    // The dialog stays open for a corrected value.
    expect(screen.getByRole('dialog', { name: 'Rectifier limit settings' })).toBe(dialog);
  });
});
