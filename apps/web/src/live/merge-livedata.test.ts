import { livedataStatus, liveInverter } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import type { LiveInverter } from './livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA, mergeLivedata } from './merge-livedata.ts';

const inverter = (serial: string, order: number, extra: Partial<LiveInverter> = {}): LiveInverter =>
  liveInverter(serial, { order, ...extra });

// The snapshot's totals and hints (a new device still on its default password).
const { total, hints: snapshotHints } = livedataStatus([]);
const hints = { ...snapshotHints, default_password: true };

describe('live data merge', () => {
  it('starts from the HTTP snapshot, sorted by order', () => {
    const state = applySnapshot(
      EMPTY_LIVEDATA,
      { inverters: [inverter('b', 1), inverter('a', 0)], total, hints, battery: { enabled: false } },
      1000,
    );
    expect(state.loaded).toBe(true);
    expect(state.serials).toEqual(['a', 'b']);
    expect(state.total).toBe(total);
    expect(state.battery).toEqual({ enabled: false });
  });

  it('merges a socket message into its own inverter only, by serial', () => {
    const start = applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('a', 0), inverter('b', 1)] }, 0);
    const detail = inverter('b', 1, { events: 3 });
    const next = mergeLivedata(start, { inverters: [detail], total, hints }, 5000);
    expect(next.inverters.b.inverter.events).toBe(3);
    expect(next.inverters.b.receivedAtMs).toBe(5000);
    // Unlike the upstream UI, a message for "b" never overwrites the first list entry.
    expect(next.inverters.a).toBe(start.inverters.a);
    expect(next.serials).toBe(start.serials);
    expect(next.hints).toBe(hints);
  });

  it('adds an inverter it did not know and re-sorts', () => {
    const start = applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('b', 2)] }, 0);
    const next = mergeLivedata(start, { inverters: [inverter('a', 1)] }, 1);
    expect(next.serials).toEqual(['a', 'b']);
    expect(next.inverters.b).toBe(start.inverters.b);
  });

  it('re-sorts when an order changes', () => {
    const start = applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('a', 0), inverter('b', 1)] }, 0);
    const next = mergeLivedata(start, { inverters: [inverter('a', 5)] }, 1);
    expect(next.serials).toEqual(['b', 'a']);
  });

  it('takes only the OnBattery keys present and keeps inverters, total and hints', () => {
    const start = applySnapshot(
      EMPTY_LIVEDATA,
      { inverters: [inverter('a', 0)], total, hints, power_meter: { enabled: true } },
      0,
    );
    const battery = { enabled: true, soc: { v: 79, u: '%', d: 0 } };
    const next = mergeLivedata(start, { battery }, 1);
    expect(next.battery).toBe(battery);
    expect(next.power_meter).toEqual({ enabled: true });
    expect(next.inverters).toBe(start.inverters);
    expect(next.total).toBe(total);
  });

  it('a later snapshot drops deleted inverters and keeps received detail', () => {
    let state = applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('a', 0), inverter('b', 1)] }, 0);
    state = mergeLivedata(state, { inverters: [inverter('a', 0, { events: 2 })] }, 1);
    state = applySnapshot(state, { inverters: [inverter('a', 0, { data_age: 9 })] }, 2);
    expect(state.serials).toEqual(['a']);
    expect(state.inverters.a.inverter.events).toBe(2);
    expect(state.inverters.a.inverter.data_age).toBe(9);
  });
});

describe('live data merge keeps what a message repeats', () => {
  const v = (value: number, u: string) => ({ v: value, u, d: 1 });
  const dc = (power: number) => ({
    name: { u: '' },
    Power: v(power, 'W'),
    Voltage: v(33, 'V'),
    Current: v(power / 33, 'A'),
    YieldDay: v(100, 'Wh'),
    YieldTotal: v(10, 'kWh'),
  });

  it('keeps the objects of unchanged channels, hints and totals of an inverter message', () => {
    const first = inverter('a', 0, { DC: { '0': dc(100), '1': dc(200) } });
    const start = mergeLivedata(EMPTY_LIVEDATA, { inverters: [first], total, hints }, 0);
    const second = inverter('a', 0, { DC: { '0': dc(100), '1': dc(250) } });
    const next = mergeLivedata(start, JSON.parse(JSON.stringify({ inverters: [second], total, hints })), 1);
    const [before, after] = [start.inverters.a.inverter.DC, next.inverters.a.inverter.DC];
    expect(after?.['0']).toBe(before?.['0']);
    expect(after?.['1']).not.toBe(before?.['1']);
    expect(after?.['1'].name).toBe(before?.['1'].name);
    expect(after?.['1'].Power.v).toBe(250);
    expect(next.hints).toBe(start.hints);
    expect(next.total).toBe(start.total);
    expect(next.serials).toBe(start.serials);
    expect(next.inverters.a.receivedAtMs).toBe(1);
    expect(next.arrivedAtMs.total).toBe(1);
  });

  it('keeps an OnBattery block that came again unchanged', () => {
    const battery = { enabled: true, soc: v(80, '%') };
    const start = mergeLivedata(EMPTY_LIVEDATA, { battery }, 0);
    const next = mergeLivedata(start, JSON.parse(JSON.stringify({ battery })), 1);
    expect(next.battery).toBe(start.battery);
    expect(next.arrivedAtMs.battery).toBe(1);
  });
});

describe('live data without the snapshot', () => {
  it('counts as loaded once socket data arrived', () => {
    const next = mergeLivedata(EMPTY_LIVEDATA, { inverters: [inverter('a', 0)], total, hints }, 1);
    expect(next.loaded).toBe(true);
    expect(mergeLivedata(EMPTY_LIVEDATA, { battery: { enabled: false } }, 1).loaded).toBe(false);
  });

  it('notes when the totals and each OnBattery block last arrived', () => {
    let state = mergeLivedata(EMPTY_LIVEDATA, { inverters: [inverter('a', 0)], total, hints }, 1_000);
    state = mergeLivedata(state, { battery: { enabled: true, soc: { v: 80, u: '%', d: 0 } } }, 2_000);
    expect(state.arrivedAtMs).toEqual({ any: 2_000, total: 1_000, battery: 2_000 });
    state = mergeLivedata(state, { inverters: [inverter('a', 0)], total, hints }, 3_000);
    expect(state.arrivedAtMs).toEqual({ any: 3_000, total: 3_000, battery: 2_000 });
  });
});
