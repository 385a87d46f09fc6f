import { EVENT_INVERTER_START, EVENT_LOG_MAX_ENTRIES, EVENT_REMOTE_SHUTDOWN } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { newLogEntries, type SeenLog } from './event-log-facts.ts';

const entry = (message_id: number, start_time: number) => ({
  message_id,
  message: `event ${message_id}`,
  start_time,
  end_time: 0,
});
/** A full log (the oldest dropped) after `flips` switches off and on, a minute apart. */
const fullLog = (flips: number) => {
  const events = Array.from({ length: flips }, (_, k) => [
    entry(EVENT_REMOTE_SHUTDOWN, 3600 + k * 120),
    entry(EVENT_INVERTER_START, 3660 + k * 120),
  ])
    .flat()
    .slice(-EVENT_LOG_MAX_ENTRIES);
  return { count: events.length, events };
};

describe('newLogEntries', () => {
  it('takes stock at the first read, then finds each new entry though the full log keeps its count', () => {
    let { seen, fresh } = newLogEntries(undefined, fullLog(8), false);
    expect(fresh).toEqual([]);
    for (let flips = 9; flips <= 20; flips++) {
      ({ seen, fresh } = newLogEntries(seen, fullLog(flips), false));
      expect(fresh.map((e) => e.message_id)).toEqual([EVENT_REMOTE_SHUTDOWN, EVENT_INVERTER_START]);
    }
    expect(seen.count).toBe(24);
  });

  it("leaves out the limiter's switching of its own inverter, not its other events", () => {
    const first = newLogEntries(undefined, fullLog(8), true).seen;
    const flipped = fullLog(9);
    const grid = { ...flipped, events: [...flipped.events.slice(1), entry(141, 5000)] };
    const { seen, fresh } = newLogEntries(first as SeenLog, grid, true);
    expect(fresh.map((e) => e.message_id)).toEqual([141]);
    // Counted all the same: the count says what the log holds.
    expect(seen.count).toBe(3);
  });
});
