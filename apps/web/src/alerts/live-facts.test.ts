import {
  DEFAULT_RULES,
  type DeviceAlerts,
  EMPTY_DEVICE,
  liveFacts,
  type Rules,
  type Sun,
  step,
  sunOfStatus,
} from '@dtu/alerts';
import { liveInverter, NTP_STATUS } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import type { LiveSocketState } from '../live/live-socket.ts';
import { EMPTY_LIVEDATA, type LivedataState } from '../live/merge-livedata.ts';

const MIN = 60_000;
const HOST = 'dtu-garage';
const rules: Rules = {
  ...DEFAULT_RULES,
  soc: { ...DEFAULT_RULES.soc, on: true },
  grid: { ...DEFAULT_RULES.grid, on: true },
};

/** A remote device's live data as its socket builds it up: one inverter, battery and meter. */
function remote(extra: {
  events?: number;
  reachable?: boolean;
  producing?: boolean;
  soc?: number;
  grid?: number;
}) {
  const inverter = liveInverter('1161', { name: 'Garage', reachable: true, producing: true, ...extra });
  return {
    ...EMPTY_LIVEDATA,
    loaded: true,
    serials: ['1161'],
    inverters: { 1161: { inverter, receivedAtMs: 0 } },
    battery: { enabled: true, soc: { v: extra.soc ?? 80, u: '%', d: 0 } },
    power_meter: { enabled: true, Power: { v: extra.grid ?? 0, u: 'W', d: 0 } },
  } as LivedataState;
}

/** Feeds one remote device's live data through the facts and the engine on a fake clock, minute by minute. */
function feed(
  at: (minute: number) => { live: LivedataState; socket?: LiveSocketState },
  minutes: number,
  day = true,
  governed?: ReadonlySet<string>,
) {
  const counts = new Map<string, number>();
  const sun = { day, noonMs: 0 };
  let state: DeviceAlerts = EMPTY_DEVICE;
  for (let m = 0; m <= minutes; m++) {
    const { live, socket = 'online' } = at(m);
    state = step(state, liveFacts(HOST, live, socket, sun, counts, m * MIN, governed), rules, m * MIN);
  }
  return state.alerts;
}

describe('alerts of a remote device, from its live data alone', () => {
  it('its socket lost for more than 2 min alerts the device, then ends when it is back', () => {
    const lost = (from: number, to: number) => (m: number) => ({
      live: remote({}),
      socket: (m >= from && m < to ? 'offline' : 'online') as LiveSocketState,
    });
    expect(feed(lost(1, 3), 5)).toEqual([]);
    const [alert] = feed(lost(1, 99), 3);
    expect(alert).toMatchObject({ rule: 'offline', start: MIN });
    expect(feed(lost(1, 4), 5)[0]?.end).toBe(4 * MIN);
  });

  it('an inverter unreachable by day and idle at solar noon, on the local device sun', () => {
    expect(feed(() => ({ live: remote({ reachable: false, producing: false }) }), 15)[0]).toMatchObject({
      rule: 'unreachable',
      data: { name: 'Garage', serial: '1161' },
    });
    expect(feed(() => ({ live: remote({ reachable: false, producing: false }) }), 30, false)).toEqual([]);
    expect(feed(() => ({ live: remote({ producing: false }) }), 10)[0]).toMatchObject({ rule: 'noon' });
  });

  it('idle at solar noon is no alert for any inverter the power limiter governs, of several', () => {
    const idle = () => ({ live: remote({ producing: false }) });
    expect(feed(idle, 10, true, new Set(['1164', '1161']))).toEqual([]);
    expect(feed(idle, 10, true, new Set(['1164']))[0]).toMatchObject({ rule: 'noon' });
  });

  it('battery SoC low and grid import high, with the reading and the threshold', () => {
    const alerts = feed(() => ({ live: remote({ soc: 12, grid: 3500 }) }), 10);
    expect(alerts.map((a) => [a.rule, a.data.value, a.data.limit])).toEqual([
      ['soc', 12, 20],
      ['grid', 3500, 3000],
    ]);
  });

  it('a rising events count alerts at once with the counts from and to (no message)', () => {
    const alerts = feed((m) => ({ live: remote({ events: m < 2 ? 3 : 5 }) }), 3);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ rule: 'event', start: 2 * MIN, data: { value: 5, limit: 3 } });
    expect(alerts[0]?.data.text).toBeUndefined();
  });

  it('the sun read days ago (a fast device clock): day and noon follow the time, not the old flag', () => {
    const H = 60 * MIN;
    const DAY = 24 * H;
    // Read at 12:00 on day 0: up 05:00–21:00, noon 13:00.
    const sun = { day: true, riseMs: 5 * H, setMs: 21 * H, noonMs: 13 * H };
    const sunAt = (read: Sun, now: number) => {
      const { day, noon } = liveFacts(HOST, remote({}), 'online', read, new Map(), now);
      return noon === undefined ? { day } : { day, noon };
    };
    expect(sunAt(sun, DAY + 23 * H)).toEqual({ day: false, noon: false });
    expect(sunAt(sun, 2 * DAY + 4 * H)).toEqual({ day: false, noon: false });
    expect(sunAt(sun, 2 * DAY + 13 * H + 10 * MIN)).toEqual({ day: true, noon: true });
    expect(sunAt(sun, 3 * DAY + 19 * H)).toEqual({ day: true, noon: false });
    expect(sunAt({ day: false }, 0)).toEqual({ day: false });
  });

  it('an inverter asleep in the twilight after sunrise and before sunset is not unreachable', () => {
    const H = 60 * MIN;
    const sun = { day: true, riseMs: 5 * H, setMs: 21 * H, noonMs: 13 * H };
    const asleep = remote({ reachable: false, producing: false });
    const alertsFrom = (start: number) => {
      let state: DeviceAlerts = EMPTY_DEVICE;
      const counts = new Map<string, number>();
      for (let now = start; now <= start + 60 * MIN; now += MIN)
        state = step(state, liveFacts(HOST, asleep, 'online', sun, counts, now), rules, now);
      return state.alerts.map((a) => a.rule);
    };
    // A nautical dawn at 05:00 and dusk at 21:00: the inverters sleep well beyond either.
    expect(alertsFrom(5 * H)).toEqual([]);
    expect(alertsFrom(6 * H)).toEqual([]);
    expect(alertsFrom(17 * H + 35 * MIN)).toEqual([]);
    expect(alertsFrom(10 * H)).toEqual(['unreachable']);
  });

  it('idle at solar noon from the device’s own sun times, every rule at 0 min (issue 37: 13:10, noon 13:20)', () => {
    // `/api/ntp/status` as the emulator answers it at 13:10 on 21 June, read now.
    const status = {
      ...NTP_STATUS,
      ntp_status: true,
      ntp_localtime: 'Sunday, June 21 2026 13:10:00',
      sun_risetime: 'Sunday, June 21 2026 03:03:00',
      sun_settime: 'Sunday, June 21 2026 23:36:00',
      sun_isDayPeriod: true,
    };
    const now = Date.UTC(2026, 10, 29, 5, 0);
    const sun = sunOfStatus(status, now);
    const atOnce = Object.fromEntries(
      Object.entries(rules).map(([id, rule]) => [id, { ...rule, delay: 0 }]),
    ) as unknown as Rules;
    const rulesAt = (live: LivedataState) =>
      step(EMPTY_DEVICE, liveFacts(HOST, live, 'online', sun, new Map(), now), atOnce, now).alerts.map(
        (a) => a.rule,
      );
    // Reachable and not producing: idle at solar noon, at once.
    expect(rulesAt(remote({ producing: false }))).toEqual(['noon']);
    // The inverter no longer answers (2024.05.03 after the "night" fault: its last values still
    // say producing, then it turns unreachable): that is "unreachable", not idle.
    expect(rulesAt(remote({ reachable: false }))).toEqual(['unreachable']);
    // At 13:40 (20 min after the midpoint) still noon; at 14:10 not.
    const later = (minutes: number) =>
      liveFacts(HOST, remote({ producing: false }), 'online', sun, new Map(), now + minutes * MIN).noon;
    expect([later(30), later(60)]).toEqual([true, false]);
  });
});
