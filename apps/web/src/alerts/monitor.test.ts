import { liveInverter } from '@dtu/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIVEDATA, type LivedataState } from '../live/merge-livedata.ts';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';

// The device's answers by path (without query); a path missing here fails like an unreachable device.
const device = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  leader: true,
  leaderListeners: new Set<() => void>(),
  acquired: 0,
}));
const apiGet = vi.hoisted(() =>
  vi.fn(async (path: string) => {
    const answer = device.answers[path.split('?')[0]!];
    if (answer === undefined) throw new Error(`unreachable: ${path}`);
    return answer;
  }),
);

vi.mock('../net/client.ts', () => ({ apiGet }));
vi.mock('../live/tab-leader.ts', () => ({
  tabLeader: {
    isLeader: () => device.leader,
    subscribe: (listener: () => void) => {
      device.leaderListeners.add(listener);
      return () => device.leaderListeners.delete(listener);
    },
  },
}));
// The socket itself is the live layer's concern: here it is an open one that counts its holders.
vi.mock('../live/livedata.ts', async (original) => {
  const actual = await original<typeof import('../live/livedata.ts')>();
  return {
    ...actual,
    livedataSocket: {
      acquire: () => {
        device.acquired += 1;
        return () => {
          device.acquired -= 1;
        };
      },
      getState: () => 'online' as const,
      subscribe: () => () => {},
    },
  };
});

const { livedataStore } = await import('../live/livedata.ts');
const { acknowledgeAlert, alertStore, LOCAL_DEVICE, setDeviceAlerts } = await import('./alert-store.ts');
const { startAlerts } = await import('./monitor.ts');

const SERIAL = '116190745467';

function setLive(events: number) {
  const inverter = liveInverter(SERIAL, { name: 'Garage', reachable: true, producing: true, events });
  livedataStore.set({
    ...EMPTY_LIVEDATA,
    loaded: true,
    serials: [SERIAL],
    inverters: { [SERIAL]: { inverter, receivedAtMs: Date.now() } },
  } as LivedataState);
}

const localAlerts = () => alertStore.get()[LOCAL_DEVICE] ?? [];
const readPaths = () => apiGet.mock.calls.map(([path]) => path.split('?')[0]);

describe('the alert monitor', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-06-21T12:00:00Z') });
    apiGet.mockClear();
    device.leader = true;
    device.acquired = 0;
    device.answers = {
      '/api/ntp/status': {
        ntp_status: true,
        ntp_localtime: '2026-06-21 14:00:00',
        sun_risetime: '2026-06-21 05:00:00',
        sun_settime: '2026-06-21 21:00:00',
        sun_isDayPeriod: true,
      },
      '/api/limit/status': {},
      '/api/power/status': {},
    };
    alertStore.set({});
    setLive(3);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('in the leading tab holds the socket, reads the sun and the command status, and alerts a failed limit by name', async () => {
    device.answers['/api/limit/status'] = {
      [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: 'Failure' },
    };
    stop = startAlerts();
    expect(device.acquired).toBe(1);
    await vi.waitFor(() => expect(localAlerts().map((a) => a.rule)).toContain('command'), ASYNC_TIMEOUT_MS);
    expect(readPaths()).toEqual(expect.arrayContaining(['/api/ntp/status', '/api/limit/status']));
    const alert = localAlerts().find((a) => a.rule === 'command');
    expect(alert?.data).toMatchObject({ name: 'Garage', serial: SERIAL, text: 'limit' });
  });

  it('keeps a command failing while its status alternates with retries, and reads every 5 s meanwhile', async () => {
    const limit = (status: string) => ({
      [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: status },
    });
    device.answers['/api/limit/status'] = limit('Failure');
    stop = startAlerts();
    await vi.waitFor(() => expect(localAlerts().map((a) => a.rule)).toContain('command'), ASYNC_TIMEOUT_MS);
    const count = () => readPaths().filter((p) => p === '/api/limit/status').length;
    const before = count();
    for (const status of ['Pending', 'Failure', 'Pending', 'Pending']) {
      device.answers['/api/limit/status'] = limit(status);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(localAlerts().find((a) => a.rule === 'command')?.end).toBeUndefined();
    }
    expect(count()).toBe(before + 4);
    device.answers['/api/limit/status'] = limit('Ok');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(localAlerts().find((a) => a.rule === 'command')?.end).toBeDefined();
    // Settled: back to one read every 30 s.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(count()).toBe(before + 5);
  });

  it('reads the command status again every 30 s and nothing once stopped', async () => {
    stop = startAlerts();
    await vi.advanceTimersByTimeAsync(0);
    const count = () => readPaths().filter((p) => p === '/api/limit/status').length;
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count()).toBe(2);
    stop();
    expect(device.acquired).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(count()).toBe(2);
  });

  it("keeps another tab's acknowledgement that crossed a write of the leader", async () => {
    device.answers['/api/limit/status'] = {
      [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: 'Failure' },
    };
    stop = startAlerts();
    await vi.waitFor(() => expect(localAlerts().map((a) => a.rule)).toContain('command'), ASYNC_TIMEOUT_MS);
    const before = localAlerts();
    const id = before.find((a) => a.rule === 'command')!.id;
    // The other tab acknowledges; the leader, not having seen it yet, writes the list it had.
    acknowledgeAlert(LOCAL_DEVICE, id);
    setDeviceAlerts(LOCAL_DEVICE, before);
    expect(localAlerts().find((a) => a.id === id)?.ack).toBeUndefined();
    // Its next step (at the latest the 15-s tick) gives the acknowledgement back to every tab.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(localAlerts().find((a) => a.id === id)?.ack).toBeGreaterThan(0);
  });

  it('in a following tab reads nothing and writes no alert, and takes over when it becomes the leader', async () => {
    device.leader = false;
    device.answers['/api/power/status'] = { [SERIAL]: { power_set_status: 'Failure' } };
    stop = startAlerts();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(apiGet).not.toHaveBeenCalled();
    expect(device.acquired).toBe(0);
    expect(localAlerts()).toEqual([]);

    device.leader = true;
    for (const listener of device.leaderListeners) listener();
    await vi.waitFor(
      () => expect(localAlerts().map((a) => a.data.text)).toContain('power'),
      ASYNC_TIMEOUT_MS,
    );
    expect(device.acquired).toBe(1);
  });

  it('on a rising events count reads the event log and shows the newest message', async () => {
    device.answers['/api/eventlog/status'] = {
      count: 2,
      events: [
        { message_id: 1, message: 'Older message', start_time: 10, end_time: 20 },
        { message_id: 2, message: 'Newest message', start_time: 30, end_time: 40 },
      ],
    };
    stop = startAlerts();
    await vi.advanceTimersByTimeAsync(0);
    expect(localAlerts().filter((a) => a.rule === 'event')).toEqual([]);

    setLive(4);
    await vi.waitFor(
      () => expect(localAlerts().find((a) => a.rule === 'event')).toBeDefined(),
      ASYNC_TIMEOUT_MS,
    );
    expect(readPaths()).toContain('/api/eventlog/status');
    expect(localAlerts().find((a) => a.rule === 'event')?.data).toMatchObject({
      name: 'Garage',
      value: 4,
      limit: 3,
      text: 'Newest message',
    });
  });
});
