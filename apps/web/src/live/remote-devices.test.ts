import type { LiveTotal } from '@dtu/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { EMPTY_LIVEDATA } from './merge-livedata.ts';
import {
  addRemoteDevice,
  combineTotals,
  holdRemoteSockets,
  parseHost,
  probeClosedDevices,
  remoteDevices,
  remoteLive,
  removeRemoteDevice,
  siteStatus,
} from './remote-devices.ts';

const total = (powerW: number, yieldDayWh: number, yieldTotalKwh: number): LiveTotal => ({
  Power: { v: powerW, u: 'W', d: 1 },
  YieldDay: { v: yieldDayWh, u: 'Wh', d: 0 },
  YieldTotal: { v: yieldTotalKwh, u: 'kWh', d: 3 },
});

describe('parseHost', () => {
  it('accepts host names and addresses with an optional port, trimming a pasted URL', () => {
    expect(parseHost('dtu-garage', [])).toEqual({ host: 'dtu-garage' });
    expect(parseHost(' 192.168.1.20:8080 ', [])).toEqual({ host: '192.168.1.20:8080' });
    expect(parseHost('http://OpenDTU.local/', [])).toEqual({ host: 'opendtu.local' });
    expect(parseHost('dtu-garage:80', [])).toEqual({ host: 'dtu-garage' });
  });

  it('refuses what is no host, a bad port and a device already listed', () => {
    for (const text of ['', 'a b', 'dtu:0', 'dtu:70000', '300.1.1.1', '1.2.3', '-dtu', 'dtu/x', 'user@dtu'])
      expect(parseHost(text, [])).toEqual({ problem: 'invalid' });
    expect(parseHost('DTU2:81', ['dtu2:81'])).toEqual({ problem: 'duplicate' });
  });
});

describe('siteStatus', () => {
  const live = { ...EMPTY_LIVEDATA, arrivedAtMs: { total: 1000 } };
  it('is online while the totals are at most 13 s old, then stale; offline without a socket', () => {
    expect(siteStatus('online', live, 14_000)).toBe('online');
    expect(siteStatus('online', live, 14_001)).toBe('stale');
    expect(siteStatus('online', EMPTY_LIVEDATA, 0)).toBe('stale');
    expect(siteStatus('offline', live, 1000)).toBe('offline');
    expect(siteStatus('connecting', live, 1000)).toBe('offline');
  });
});

describe('combineTotals', () => {
  it('sums power, today and total energy of every online device', () => {
    expect(
      combineTotals([
        { status: 'online', total: total(100.5, 1000, 10.5) },
        { status: 'online', total: total(200, 500, 2) },
      ]),
    ).toEqual({ Power: 300.5, YieldDay: 1500, YieldTotal: 12.5, online: 2, partial: false });
  });

  it('leaves out an offline or stale device and marks the sum partial', () => {
    expect(
      combineTotals([
        { status: 'online', total: total(100, 1000, 10) },
        { status: 'offline', total: total(50, 50, 50) },
        { status: 'stale', total: total(7, 7, 7) },
        { status: 'online' },
      ]),
    ).toEqual({ Power: 100, YieldDay: 1000, YieldTotal: 10, online: 1, partial: true });
  });
});

describe('holdRemoteSockets', () => {
  afterEach(() => {
    remoteDevices.set([]);
    remoteLive.set({});
    vi.unstubAllGlobals();
  });

  it('opens one socket per device while anyone holds it, follows the list, closes on the last release', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.instances = [];
    addRemoteDevice({ host: 'dtu2' });
    const page = holdRemoteSockets();
    const recorder = holdRemoteSockets();
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual(['ws://dtu2/livedata']);
    const first = FakeSocket.latest();
    first.open();
    expect(remoteLive.get().dtu2?.socket).toBe('online');
    addRemoteDevice({ host: 'dtu3:81', password: 'pw' });
    expect(FakeSocket.latest().url).toBe('ws://admin:pw@dtu3:81/livedata');
    page();
    expect(first.closed).toBe(false);
    recorder();
    expect(first.closed).toBe(true);
    expect(FakeSocket.latest().closed).toBe(true);
  });

  it('closes a removed device at once and forgets its data', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    addRemoteDevice({ host: 'dtu2' });
    const release = holdRemoteSockets();
    const socket = FakeSocket.latest();
    removeRemoteDevice('dtu2');
    expect(socket.closed).toBe(true);
    expect(remoteLive.get()).toEqual({});
    expect(remoteDevices.get()).toEqual([]);
    release();
  });

  it('finds out why a closed device shows nothing, and forgets it once its socket opens', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    addRemoteDevice({ host: 'dtu2' });
    addRemoteDevice({ host: 'dtu3' });
    const release = holdRemoteSockets();
    const [dtu2, dtu3] = FakeSocket.instances.slice(-2) as [FakeSocket, FakeSocket];
    dtu3.open();
    const probe = vi.fn(async (_host: string) => 'refused' as const);
    const stop = probeClosedDevices(probe);
    await vi.advanceTimersByTimeAsync(3000);
    // Only the device whose socket is not open is probed.
    expect(probe.mock.calls).toEqual([['dtu2']]);
    expect(remoteLive.get().dtu2?.problem).toBe('refused');
    expect(remoteLive.get().dtu3?.problem).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
    dtu2.open();
    expect(remoteLive.get().dtu2?.problem).toBeUndefined();
    // A socket that speaks no JSON object belongs to another server.
    dtu2.receive('<!doctype html>');
    await vi.advanceTimersByTimeAsync(20);
    expect(remoteLive.get().dtu2?.problem).toBe('notDtu');
    stop();
    release();
    vi.useRealTimers();
  });
});
