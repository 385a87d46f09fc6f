import { EVENT_INVERTER_START, EVENT_REMOTE_SHUTDOWN, type EventLogStatus } from '@dtu/contract';

/** What was in an inverter's event log at the last read, and how many entries were seen since the first. */
export interface SeenLog {
  keys: ReadonlySet<string>;
  count: number;
}

/** The entries the limiter leaves when it switches an inverter it drives: not news. */
const LIMITER_SWITCHES: ReadonlySet<number> = new Set([EVENT_REMOTE_SHUTDOWN, EVENT_INVERTER_START]);

const keyOf = (entry: { message_id: number; start_time: number }) =>
  `${entry.message_id}@${entry.start_time}`;

/**
 * The entries of `log` not in the previous read (`seen`; none at the first read, which only takes
 * stock). An entry is its code and start time: the log's own count stops at its size once it is
 * full, while its entries go on changing. `limiterSwitched`: the inverter is driven by the power
 * limiter, whose switching it off and on is not reported (as the idle rule leaves it alone).
 */
export function newLogEntries(
  seen: SeenLog | undefined,
  log: EventLogStatus,
  limiterSwitched: boolean,
): { seen: SeenLog; fresh: EventLogStatus['events'] } {
  const entries = log.events ?? [];
  const keys = new Set(entries.map(keyOf));
  if (!seen) return { seen: { keys, count: 0 }, fresh: [] };
  const added = entries.filter((entry) => !seen.keys.has(keyOf(entry)));
  return {
    seen: { keys, count: seen.count + added.length },
    fresh: added.filter((entry) => !(limiterSwitched && LIMITER_SWITCHES.has(entry.message_id))),
  };
}
