import type { LiveDataStatus } from '@dtu/contract';
import { acChannel, livedataStatus, liveInverter, liveValue } from '@dtu/contract/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { ASYNC_TIMEOUT_MS } from '../../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { LiveViewPage } from './live-view-page.tsx';

/** The device answers the snapshot with these inverters (2024.05.03 fixtures). */
function serve(inverters: LiveInverter[], extra: Partial<LiveDataStatus> = {}) {
  fakeDeviceApi({ 'GET /api/livedata/status': livedataStatus(inverters, extra) });
}

/** Resolves when the snapshot the page reads on mount is in the store (promises only, no timer). */
function snapshotApplied(): Promise<void> {
  return new Promise((resolve) => {
    const stop = livedataStore.subscribe(() => {
      if (!livedataStore.get().loaded) return;
      stop();
      resolve();
    });
  });
}

beforeEach(() => {
  livedataStore.set(EMPTY_LIVEDATA);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live view page', () => {
  it('shows a single inverter without tabs', async () => {
    serve([liveInverter('114183712345', { name: 'Garage' })]);
    render(<LiveViewPage />);
    expect(await screen.findByRole('heading', { name: 'Garage' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('lists several inverters as tabs by order, the first selected, with state text', async () => {
    serve([
      liveInverter('114183712345', { name: 'Roof', order: 1, producing: false }),
      liveInverter('116183712345', { name: 'Garage', order: 0, reachable: false, producing: false }),
    ]);
    render(<LiveViewPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Not reachableGarage',
      'Reachable, not producingRoof',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Garage' })).toBeTruthy();
  });

  it('shows each inverter tab with its AC power once the device sent it', async () => {
    serve([
      liveInverter('114183712345', { name: 'Roof', order: 1, AC: { '0': acChannel(412.4) } }),
      liveInverter('116183712345', { name: 'Garage', order: 0 }),
    ]);
    render(<LiveViewPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ProducingGarage', 'ProducingRoof412 W']);
  });

  it('shows the summary parts whose source is enabled', async () => {
    serve([liveInverter('114183712345')]);
    render(<LiveViewPage />);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Total yield3,041.278 kWh');
    expect(summary.textContent).toContain('Battery charge78 %');
    expect(summary.textContent).not.toContain('Home consumption');
    expect(summary.textContent).not.toContain('Charge controller');
  });

  it('labels the meter as the grid power and computes the home consumption from it', async () => {
    const total = livedataStatus([]).total;
    serve([liveInverter('114183712345')], {
      total: { ...total, Power: liveValue(1500, 'W', 1) },
      power_meter: { enabled: true, Power: liveValue(-1030, 'W', 1) },
    });
    render(<LiveViewPage />);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const tile = (label: string) => within(summary).getByText(label).closest('dl')?.textContent;
    expect(tile('Grid power (negative: feed-in)')).toContain('-1,030.0 W');
    expect(tile('Home consumption (computed: inverters + grid)')).toContain('470.0 W');
  });

  it('shows the hint banners with their links', async () => {
    serve([], { hints: { time_sync: true, radio_problem: true, default_password: true } });
    render(<LiveViewPage />);
    expect(await screen.findByRole('link', { name: 'Open the time settings' })).toHaveProperty(
      'href',
      `${location.origin}/settings/ntp`,
    );
    expect(screen.getByRole('link', { name: 'Change it in the security settings' })).toBeTruthy();
    expect(screen.getByText(/radio module does not respond/)).toBeTruthy();
    expect(screen.queryByText(/needs a pin assignment/)).toBeNull();
  });

  it('sends a 2026 board without its pin mapping to the device manager', async () => {
    serve([], {
      hints: { time_sync: false, radio_problem: false, default_password: false, pin_mapping_issue: true },
    });
    render(<LiveViewPage />);
    expect(await screen.findByText(/needs a pin assignment, and none is selected/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose it in the device manager' })).toHaveProperty(
      'href',
      `${location.origin}/settings/device`,
    );
  });

  it("reads the snapshot again from the frame's reload button", async () => {
    const user = userEvent.setup();
    serve([liveInverter('114183712345', { name: 'Garage' })]);
    render(<LiveViewPage />);
    await screen.findByRole('heading', { name: 'Garage' });
    // Other reads of the page (the limiter's status) may still be under way: count the snapshot's.
    const fetchMock = vi.mocked(fetch);
    const snapshotReads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/livedata/status').length;
    const before = snapshotReads();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(snapshotReads()).toBe(before + 1), ASYNC_TIMEOUT_MS);
  });

  it('says when the socket is down and marks values stale with their age, then live again', async () => {
    // The clock and every timeout and interval are fake and moved only by the test: the banner's
    // delay, the shared 1-s clock and the data ages follow the advances below exactly, whatever
    // the machine's load. React's scheduler (setImmediate) stays real so renders still happen;
    // `findBy…` is not used, it waits on a timeout of its own.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    serve([liveInverter('114183712345', { name: 'Garage' })]);
    const loaded = snapshotApplied();
    render(<LiveViewPage />);
    await act(() => loaded);
    const summary = screen.getByRole('region', { name: 'Summary' });
    // Connecting is not worth a banner; 2 s without a connection are.
    const banner = () => screen.queryByText(/^No connection to the device/);
    act(() => vi.advanceTimersByTime(1_999));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()?.getAttribute('role')).toBe('status');
    expect(banner()?.textContent).toMatch(/^No connection to the device; last data .+\.$/);
    expect(within(summary).queryByText(/Not updated/)).toBeNull();

    // Up to the device's 10-s promise plus 3 s of slack nothing is marked; then every part is,
    // its value still shown.
    act(() => vi.advanceTimersByTime(11_000));
    expect(within(summary).queryByText(/Not updated/)).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(summary).getAllByText('Not updated for 14 s')).toHaveLength(4);
    expect(summary.textContent).toContain('Total yield3,041.278 kWh');
    expect(
      screen.getByRole('heading', { name: 'Garage' }).parentElement?.parentElement?.textContent,
    ).toContain('Not updated for 14 s');

    act(() => FakeSocket.latest().open());
    expect(banner()).toBeNull();
    // Socket messages are applied in a microtask after their task, not on a timer.
    await act(async () =>
      FakeSocket.latest().receive(JSON.stringify({ total: { Power: liveValue(1, 'W', 1) } })),
    );
    // Fresh totals lose their mark; the battery block, not re-sent yet, keeps it.
    expect(
      within(summary)
        .getAllByText(/^Not updated/)
        .map((mark) => mark.textContent),
    ).toEqual(['Not updated for 14 s']);
  });
});
