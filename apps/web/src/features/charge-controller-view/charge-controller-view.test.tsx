import { normaliseSolarCharger } from '@dtu/contract';
import { solarChargerLive2026, vedirectInstance, vedirectLive } from '@dtu/contract/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA, mergeLivedata } from '../../live/merge-livedata.ts';
import { EMPTY_SOLAR_CHARGER, mergeSolarCharger } from '../../live/solar-charger-stream.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { fakeSocketsPerTest } from '../../test-support/fake-sockets.ts';
import { freezeDate } from '../../test-support/frozen-date.ts';
import { ChargeControllerView } from './charge-controller-view.tsx';

/** The livedata block of 2024.05.03 (`vedirect`) or 2026.03.31 (`solarcharger`). */
function enable(enabled: boolean, key: 'vedirect' | 'solarcharger' = 'vedirect') {
  livedataStore.set({ ...mergeLivedata(EMPTY_LIVEDATA, { [key]: { enabled } }, 0), loaded: true });
}

/** VE.Direct enabled and the view rendered over the device's answer `body`. */
function showControllers(body: ReturnType<typeof vedirectLive>) {
  enable(true);
  fakeDeviceApi({ 'GET /api/vedirectlivedata/status': body });
  render(<ChargeControllerView />);
}

fakeSocketsPerTest();

describe('ChargeControllerView', () => {
  it('is absent while VE.Direct is disabled', () => {
    enable(false);
    fakeDeviceApi({ 'GET /api/vedirectlivedata/status': vedirectLive({ HQ1: vedirectInstance('MPPT', 0) }) });
    const { container } = render(<ChargeControllerView />);
    expect(container.textContent).toBe('');
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('shows one card per controller with identity, data age and a value table per section', async () => {
    freezeDate();
    showControllers(
      vedirectLive({
        HQ2213ABCDE: vedirectInstance('SmartSolar MPPT 100|30', 812),
        HQ9999: vedirectInstance('BlueSolar MPPT 75|15', 12_000),
      }),
    );
    const first = await screen.findByRole('region', { name: 'SmartSolar MPPT 100|30' });
    expect(within(first).getByText('Serial number: HQ2213ABCDE')).toBeTruthy();
    expect(within(first).getByText('Firmware: 164')).toBeTruthy();
    expect(within(first).getByText('Data age: 0 s').className).toContain('text-bg-secondary');
    const battery = within(first).getByRole('table', { name: 'Battery side' });
    const row = within(battery).getByRole('row', { name: /Voltage/ });
    expect(row.textContent).toBe('Voltage26.45V');
    const device = within(first).getByRole('table', { name: 'Device' });
    // `d` arrives as a string on the temperature and is missing on HSDS.
    expect(within(device).getByRole('row', { name: /Charger temperature/ }).textContent).toBe(
      'Charger temperature31.5°C',
    );
    expect(within(device).getByRole('row', { name: /Day sequence/ }).textContent).toBe(
      'Day sequence number123d',
    );
    expect(within(device).getByRole('row', { name: /State of operation/ }).textContent).toBe(
      'State of operationBulk',
    );

    // At 10 s and more the age turns red and says so in words.
    const second = screen.getByRole('region', { name: 'BlueSolar MPPT 75|15' });
    const age = within(second).getByText(/Data age: 12 s/);
    expect(age.textContent).toBe('Data age: 12 s (outdated)');
    expect(age.className).toContain('text-bg-danger');
  });

  it('turns red at exactly 10 s but not at 9.999 s', async () => {
    freezeDate();
    showControllers(
      vedirectLive({
        A: vedirectInstance('Nine', 9_999),
        B: vedirectInstance('Ten', 10_000),
      }),
    );
    const nine = await screen.findByRole('region', { name: 'Nine' });
    expect(within(nine).getByText(/Data age/).textContent).toBe('Data age: 9 s');
    const ten = screen.getByRole('region', { name: 'Ten' });
    expect(within(ten).getByText(/Data age/).textContent).toBe('Data age: 10 s (outdated)');
  });

  it.each([
    [0, 'Power limiter: inactive'],
    [1, 'Power limiter: battery charging, inverter off'],
    [2, 'Power limiter: feeding in solar power only'],
    [3, 'Power limiter: feeding in solar and battery power'],
  ])('names power-limiter state %i with its icon and shows the limit', async (state, label) => {
    showControllers(vedirectLive({ A: vedirectInstance('MPPT', 0) }, state));
    // The state is named, not only drawn: spoken by screen readers, a tooltip for the eye.
    const icon = await screen.findByRole('img');
    expect(icon.getAttribute('aria-label')).toBe(label);
    expect(icon.title).toBe(label);
    expect(icon.nextElementSibling?.textContent).toBe('Limit: 350 W');
  });

  it('hides the limiter icon and limit while the limiter is disabled (−1)', async () => {
    showControllers(vedirectLive({ A: vedirectInstance('MPPT', 0) }, -1));
    await screen.findByRole('region', { name: 'MPPT' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/Limit:/)).toBeNull();
  });

  it('merges partial socket updates into the controllers from the snapshot', async () => {
    showControllers(
      vedirectLive({
        A: vedirectInstance('First', 0),
        B: vedirectInstance('Second', 0),
      }),
    );
    await screen.findByRole('region', { name: 'Second' });
    const socket = FakeSocket.latest();
    expect(socket.url).toMatch(/\/vedirectlivedata$/);
    act(() => {
      socket.open();
      socket.receive(JSON.stringify(vedirectLive({ B: vedirectInstance('Second renamed', 0) }, 3, false)));
    });
    expect(await screen.findByRole('region', { name: 'Second renamed' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'First' })).toBeTruthy();
    act(() => socket.receive(JSON.stringify(vedirectLive({ C: vedirectInstance('Only', 0) }, 3, true))));
    expect(await screen.findByRole('region', { name: 'Only' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First' })).toBeNull();
  });
});

describe('ChargeControllerView on 2026.03.31', () => {
  it('reads /solarchargerlivedata: no serial for the MQTT charger, only the values sent', async () => {
    enable(true, 'solarcharger');
    fakeDeviceApi({ 'GET /api/solarchargerlivedata/status': solarChargerLive2026() });
    render(<ChargeControllerView />);
    const victron = await screen.findByRole('region', { name: 'SmartSolar MPPT 100|30' });
    expect(within(victron).getByText('Serial number: HQ2213ABCDE')).toBeTruthy();
    expect(within(victron).getByRole('rowheader', { name: 'Float voltage' })).toBeTruthy();
    expect(within(victron).queryByRole('rowheader', { name: 'Load output' })).toBeNull();
    const mqtt = screen.getByRole('region', { name: 'Solar charger (MQTT)' });
    expect(within(mqtt).queryByText(/Serial number/)).toBeNull();
    expect(within(mqtt).queryByText(/Firmware/)).toBeNull();
    expect(FakeSocket.instances.map((socket) => new URL(socket.url).pathname)).toEqual([
      '/solarchargerlivedata',
    ]);
  });

  it('opens no charger socket on plain OpenDTU (no livedata key)', () => {
    livedataStore.set({ ...EMPTY_LIVEDATA, loaded: true, solarcharger: { enabled: true } });
    render(<ChargeControllerView />);
    expect(FakeSocket.instances).toEqual([]);
  });
});

describe('mergeSolarCharger', () => {
  it('keeps the arrival time of controllers a partial update did not mention', () => {
    const merge = (state: typeof EMPTY_SOLAR_CHARGER, message: unknown, now: number) =>
      mergeSolarCharger(state, normaliseSolarCharger(message), now);
    const full = merge(
      EMPTY_SOLAR_CHARGER,
      vedirectLive({ A: vedirectInstance('A', 0), B: vedirectInstance('B', 0) }),
      1000,
    );
    const partial = merge(full, vedirectLive({ B: vedirectInstance('B', 0) }, 2, false), 5000);
    expect(partial.receivedAtMs).toEqual({ A: 1000, B: 5000 });
  });
});
