import { detailedInverter, livedataStatus, liveValue } from '@dtu/contract/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { remoteDevices, remoteLive } from '../../live/remote-devices.ts';
import { ASYNC_TIMEOUT_MS } from '../../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { SitesPage } from './sites-page.tsx';

const total = (powerW: number, yieldDayWh: number, yieldTotalKwh: number) => ({
  Power: liveValue(powerW, 'W', 1),
  YieldDay: liveValue(yieldDayWh, 'Wh', 0),
  YieldTotal: liveValue(yieldTotalKwh, 'kWh', 3),
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  remoteDevices.set([]);
  remoteLive.set({});
  livedataStore.set(EMPTY_LIVEDATA);
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  fakeDeviceApi({
    'GET /api/livedata/status': livedataStatus([detailedInverter('116100000001', { name: 'Roof' })], {
      total: total(100, 1000, 10),
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const socketTo = (host: string) =>
  FakeSocket.instances.find(
    (socket) => socket.url.includes(`@${host}/`) || socket.url.includes(`//${host}/`),
  );

describe('sites page', () => {
  it('adds a checked device, sums the online devices and removes it again', async () => {
    render(<SitesPage />);
    const hostField = screen.getByLabelText('Hostname');
    await userEvent.type(hostField, 'not a host');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(hostField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Not a host name/)).toBeTruthy();

    await userEvent.clear(hostField);
    await userEvent.type(hostField, 'DTU2:81');
    await userEvent.type(screen.getByLabelText('Admin password'), 'p@ss');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const card = await screen.findByRole('region', { name: 'dtu2:81' });
    expect(within(card).getByText('Offline')).toBeTruthy();
    // Not remembered (the default): the list keeps no password, the session does.
    expect(JSON.parse(localStorage.getItem('sites') ?? '[]')).toEqual([{ host: 'dtu2:81' }]);
    expect(JSON.parse(sessionStorage.getItem('sites.passwords') ?? '{}')).toEqual({ 'dtu2:81': 'p@ss' });

    // The password goes into that device's socket only.
    const remote = socketTo('dtu2:81');
    expect(remote?.url).toBe('ws://admin:p%40ss@dtu2:81/livedata');
    act(() => {
      socketTo(location.host)?.open();
      remote?.open();
      remote?.receive(
        JSON.stringify({
          inverters: [detailedInverter('114100000002', { name: 'Shed' })],
          total: total(50.4, 500, 2.5),
        }),
      );
    });
    const all = screen.getByRole('region', { name: 'All devices' });
    await vi.waitFor(() => expect(all.textContent).toContain('2 of 2 online'), ASYNC_TIMEOUT_MS);
    expect(all.textContent).toContain('150 W');
    expect(all.textContent).toContain('1.50 kWh');
    expect(all.textContent).toContain('12.50 kWh');
    expect(all.textContent).not.toContain('partial');
    expect(within(card).getByText('Online')).toBeTruthy();
    const table = screen.getByRole('table', { name: /Every inverter and input/ });
    expect(within(table).getByRole('row', { name: /^dtu2:81 Shed/ })).toBeTruthy();

    // A device going offline leaves the sum, which says so.
    act(() => remote?.drop());
    await vi.waitFor(() => expect(all.textContent).toContain('1 of 2 online'), ASYNC_TIMEOUT_MS);
    expect(all.textContent).toContain('partial');
    expect(all.textContent).toContain('100 W');
    // Its last values stay, as old ones with their age, never as current production.
    expect(within(card).getByText(/^50 W · Not updated for \d+ s$/)).toBeTruthy();
    const shed = within(table).getByRole('row', { name: /^dtu2:81 Shed/ });
    expect(within(shed).getByRole('rowheader').textContent).toBe('ShedOffline');
    expect(within(shed).getAllByRole('cell')[1]?.textContent).toBe('—');

    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('region', { name: 'dtu2:81' })).toBeNull();
    expect(localStorage.getItem('sites')).toBe('[]');
    expect(sessionStorage.getItem('sites.passwords')).toBe('{}');
  });

  it('remembers a password in the browser only when asked to, and says what that means', async () => {
    render(<SitesPage />);
    const remember = screen.getByLabelText('Remember the password');
    expect((remember as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/unencrypted in this browser until you remove the device/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hostname'), 'dtu3');
    await userEvent.type(screen.getByLabelText('Admin password'), 'secret');
    await userEvent.click(remember);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('region', { name: 'dtu3' });
    expect(JSON.parse(localStorage.getItem('sites') ?? '[]')).toEqual([
      { host: 'dtu3', password: 'secret', remember: true },
    ]);
    expect(socketTo('dtu3')?.url).toBe('ws://admin:secret@dtu3/livedata');
    expect((remember as HTMLInputElement).checked).toBe(false);
  });
});
