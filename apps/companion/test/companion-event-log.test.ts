import { EVENT_LOG_MAX_ENTRIES, type LiveDataStatus, type LiveInverterDetail } from '@dtu/contract';
import { describe, expect, it, vi } from 'vitest';
import { EVENTS_ONLY } from './support/alert-sinks.ts';
import { ADMIN } from './support/companion-fixture.ts';
import { GATEWAY_START_MS } from './support/gateway-process.ts';
import { watchedGateways } from './support/watched-gateway.ts';

// Noon in Berlin, 60× time: the inverters are awake and a switch is done within a real second.
const ARGS = ['--now', '2024-06-22T10:00:00Z', '--time-scale', '60', '--seed', '11'];
/** Switches off and on: more entries than the log keeps, so its count stops at its size. */
const SWITCHES = EVENT_LOG_MAX_ENTRIES + 3;

describe('inverter events once the event log is full (2024.05.03, 60× time)', () => {
  const watched = watchedGateways();

  it(
    'each switch of an inverter is an alert, after the livedata count stopped at the log size',
    async () => {
      const { gateway, receivers, companion } = await watched(ARGS, { rules: EVENTS_ONLY });
      const origin = gateway.origin;
      const live = async (query = '') =>
        (await (await fetch(`${origin}/api/livedata/status${query}`)).json()) as LiveDataStatus;
      // Not the garage's: the limiter drives that one (and switches it back on).
      const inverter = (await live()).inverters.find((i) => i.name === 'House roof');
      const serial = inverter?.serial ?? '';
      // The companion has taken stock of the log before the first switch.
      await vi.waitFor(() => expect(companion.served[0]?.recorder.clock.now()).toBeDefined(), {
        timeout: 20_000,
      });
      const { sent } = receivers;
      const starts = () => sent().filter((e) => e.event === 'start' && e.alert.data.serial === serial);
      const before = starts().length;
      for (let k = 1; k <= SWITCHES; k++) {
        const body = new URLSearchParams({ data: JSON.stringify({ serial, power: k % 2 === 0 }) });
        const answer = await fetch(`${origin}/api/power/config`, {
          method: 'POST',
          headers: { authorization: ADMIN },
          body,
        });
        expect(answer.ok).toBe(true);
        await vi.waitFor(() => expect(starts().length).toBeGreaterThanOrEqual(before + k), {
          timeout: 40_000,
          interval: 100,
        });
      }
      const [detail] = (await live(`?inv=${serial}`)).inverters as LiveInverterDetail[];
      const events = detail?.events;
      expect(events).toBe(EVENT_LOG_MAX_ENTRIES);
      expect(starts().length - before).toBe(SWITCHES);
      expect(starts().at(-1)?.alert.data.text).toMatch(/start/i);
    },
    GATEWAY_START_MS + SWITCHES * 40_000,
  );
});
