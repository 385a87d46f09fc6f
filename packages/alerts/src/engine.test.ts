import { describe, expect, it } from 'vitest';
import { acknowledge, type DeviceAlerts, EMPTY_DEVICE, type Facts, isUnseen, step } from './engine.ts';
import { DEFAULT_RULES, type Rules } from './rules.ts';

const MIN = 60_000;
const inv = (reachable: boolean, producing = reachable) => ({
  serial: '1161',
  name: 'Roof',
  reachable,
  producing,
});
const rules: Rules = { ...DEFAULT_RULES, soc: { on: true, delay: 5, clear: 2, limit: 20, hyst: 5 } };

/** Runs facts minute by minute on a fake clock; returns the final state. */
function run(
  facts: (minute: number) => Facts,
  minutes: number,
  from: DeviceAlerts = EMPTY_DEVICE,
  r = rules,
) {
  let state = from;
  for (let m = 0; m <= minutes; m++) state = step(state, facts(m), r, m * MIN);
  return state;
}

describe('alert engine', () => {
  it('alerts an unreachable inverter only after 15 min of daylight, naming it', () => {
    const day = (m: number): Facts => ({ day: true, inverters: [inv(m >= 100)] });
    expect(run(day, 14).alerts).toEqual([]);
    const [alert] = run(day, 15).alerts;
    expect(alert).toMatchObject({ rule: 'unreachable', start: 0, data: { name: 'Roof', serial: '1161' } });
    expect(alert?.end).toBeUndefined();
  });

  it('alerts a reachable inverter idle around solar noon, and not outside that window', () => {
    const idle =
      (noon: boolean) =>
      (m: number): Facts => ({ day: true, noon, inverters: [inv(true, m >= 30)] });
    expect(run(idle(false), 20).alerts).toEqual([]);
    expect(run(idle(true), 9).alerts).toEqual([]);
    expect(run(idle(true), 10).alerts[0]).toMatchObject({ rule: 'noon', data: { name: 'Roof' } });
    expect(run(idle(true), 31).alerts[0]?.end).toBeUndefined();
    expect(run(idle(true), 32).alerts[0]?.end).toBe(32 * MIN);
  });

  it('does not alert the inverter the power limiter holds off at solar noon', () => {
    const held = (): Facts => ({
      day: true,
      noon: true,
      inverters: [{ ...inv(true, false), governed: true }],
    });
    expect(run(held, 60).alerts).toEqual([]);
  });

  it('names a weak input by the name the user gave it', () => {
    const weak = [{ serial: '1161', name: 'Roof', input: 6, inputName: 'Balcony' }];
    expect(step(EMPTY_DEVICE, { inverters: [], weak }, rules, 0).alerts[0]?.data).toMatchObject({
      value: 6,
      text: 'Balcony',
    });
  });

  it('several findings of one input make one weak-input alert', () => {
    const weak = [1, 1].map(() => ({ serial: '1161', name: 'Roof', input: 2 }));
    expect(step(EMPTY_DEVICE, { inverters: [], weak }, rules, 0).alerts).toHaveLength(1);
  });

  it('stays quiet at night', () => {
    expect(run(() => ({ day: false, inverters: [inv(false)] }), 60).alerts).toEqual([]);
  });

  it('ends only after the clear-delay, and a brief return does not end it', () => {
    // Unreachable from 0; reachable at 20 for one minute, again from 30 on.
    const facts = (m: number): Facts => ({ day: true, inverters: [inv(m === 20 || m >= 30)] });
    const state = run(facts, 31);
    expect(state.alerts).toHaveLength(1);
    expect(state.alerts[0]?.end).toBeUndefined();
    expect(run(facts, 32).alerts[0]?.end).toBe(32 * MIN);
  });

  it('keeps a SoC alert inside the hysteresis band and ends it above threshold + hysteresis', () => {
    const soc = [30, 15, 15, 15, 15, 15, 15, 22, 22, 22, 22, 26, 26, 26];
    const facts = (m: number): Facts => ({ inverters: [], socPct: soc[m] ?? 26 });
    const raised = run(facts, 6);
    expect(raised.alerts[0]).toMatchObject({ rule: 'soc', start: MIN, data: { value: 15, limit: 20 } });
    expect(run(facts, 10).alerts[0]?.end).toBeUndefined();
    expect(run(facts, 12).alerts[0]?.end).toBeUndefined();
    expect(run(facts, 13).alerts[0]?.end).toBe(13 * MIN);
  });

  it('does not repeat an acknowledged alert while its condition persists, but alerts again after it ended', () => {
    const low = (m: number): Facts => ({ inverters: [], socPct: m < 40 || m >= 50 ? 10 : 50 });
    let state = run(low, 10);
    const id = state.alerts[0]?.id ?? '';
    state = { ...state, alerts: acknowledge(state.alerts, id, 10 * MIN) };
    expect(state.alerts.filter(isUnseen)).toEqual([]);
    for (let m = 11; m <= 60; m++) state = step(state, low(m), rules, m * MIN);
    expect(state.alerts).toHaveLength(2);
    expect(state.alerts[0]).toMatchObject({ ack: 10 * MIN, end: 42 * MIN });
    expect(state.alerts[1]).toMatchObject({ start: 50 * MIN });
    expect(isUnseen(state.alerts[1]!)).toBe(true);
  });

  it('alerts a grid import above the threshold after its duration', () => {
    const r: Rules = { ...rules, grid: { on: true, delay: 10, clear: 0, limit: 1000, hyst: 100 } };
    const facts = (m: number): Facts => ({ inverters: [], meterW: m < 12 ? 1500 : 950 });
    expect(run(facts, 9, EMPTY_DEVICE, r).alerts).toEqual([]);
    expect(run(facts, 10, EMPTY_DEVICE, r).alerts[0]).toMatchObject({ data: { value: 1500, limit: 1000 } });
    expect(run(facts, 12, EMPTY_DEVICE, r).alerts[0]?.end).toBeUndefined();
  });

  it('a switched-off rule raises nothing', () => {
    const off: Rules = { ...rules, soc: { ...rules.soc, on: false } };
    expect(run(() => ({ inverters: [], socPct: 1 }), 30, EMPTY_DEVICE, off).alerts).toEqual([]);
  });

  it('an inverter event alerts at once with its message and ends when acknowledged', () => {
    const event = { serial: '1161', name: 'Roof', count: 3, from: 2, text: 'Grid overvoltage' };
    let state = step(EMPTY_DEVICE, { inverters: [], events: [event] }, rules, 0);
    state = step(state, { inverters: [] }, rules, 30 * MIN);
    expect(state.alerts[0]).toMatchObject({ rule: 'event', data: { text: 'Grid overvoltage', value: 3 } });
    expect(state.alerts[0]?.end).toBeUndefined();
    const acked = acknowledge(state.alerts, state.alerts[0]?.id ?? '', 31 * MIN);
    expect(acked[0]).toMatchObject({ ack: 31 * MIN, end: 31 * MIN });
  });

  it('the device offline for 2 min alerts; stale inverter data then decide nothing', () => {
    const facts = (m: number): Facts => ({ online: m < 5 || m > 20, day: true, inverters: [inv(m < 5)] });
    const state = run(facts, 19);
    expect(state.alerts.map((a) => a.rule)).toEqual(['offline']);
    expect(state.alerts[0]?.start).toBe(5 * MIN);
    // An inverter alert raised before the outage is not ended by the stale data.
    const before = run((m) => ({ online: m < 30, day: true, inverters: [inv(false)] }), 40);
    expect(before.alerts.map((a) => [a.rule, a.end])).toEqual([
      ['unreachable', undefined],
      ['offline', undefined],
    ]);
    // A hidden tab pauses the socket: unknown, the alert goes on.
    expect(step(state, { inverters: [] }, rules, 30 * MIN).alerts[0]?.end).toBeUndefined();
    const back = run(facts, 21);
    expect(back.alerts[0]?.end).toBe(21 * MIN);
  });

  it('a failed command or a weak input alerts until it is gone; unknown facts end nothing', () => {
    const failure = { serial: '1161', name: 'Roof', kind: 'limit' as const };
    let state = step(EMPTY_DEVICE, { inverters: [], failures: [failure] }, rules, 0);
    state = step(state, { inverters: [] }, rules, MIN);
    expect(state.alerts[0]?.end).toBeUndefined();
    state = step(state, { inverters: [], failures: [] }, rules, 2 * MIN);
    expect(state.alerts[0]).toMatchObject({ data: { text: 'limit', name: 'Roof' }, end: 2 * MIN });
  });

  it('keeps the last 100 alerts', () => {
    let state = EMPTY_DEVICE;
    for (let m = 0; m < 240; m++)
      state = step(
        state,
        { inverters: [], failures: m % 2 ? [] : [{ serial: '1', name: 'A', kind: 'power' }] },
        rules,
        m,
      );
    expect(state.alerts).toHaveLength(100);
  });
});
