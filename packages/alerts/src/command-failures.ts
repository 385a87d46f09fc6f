import type { CommandStatus, LimitStatus, PowerStatus } from '@dtu/contract';
import type { Facts } from './engine.ts';

type CommandKind = 'limit' | 'power';

/** The command status is read this often (ms) while nothing is pending or failing. */
export const STATUS_MS = 30_000;
/** While a command is pending or failing: its failures alternate with retries ("Pending"). */
export const STATUS_BUSY_MS = 5_000;

/**
 * Commands that failed and have not succeeded since, by `<serial>:<kind>`. The firmware resends
 * a failed command, so its status alternates between "Failure" and "Pending": only "Ok" (or the
 * inverter leaving the list) ends a failure. Returns whether a command is still unsettled.
 */
export function trackCommands(
  failing: Map<string, { serial: string; kind: CommandKind }>,
  kind: CommandKind,
  statuses: Record<string, CommandStatus>,
): boolean {
  let busy = false;
  for (const [key, entry] of failing)
    if (entry.kind === kind && !(entry.serial in statuses)) failing.delete(key);
  for (const [serial, status] of Object.entries(statuses)) {
    const key = `${serial}:${kind}`;
    if (status === 'Failure') failing.set(key, { serial, kind });
    if (status === 'Ok') failing.delete(key);
    busy ||= status === 'Pending' || failing.has(key);
  }
  return busy;
}

export interface CommandWatch {
  /**
   * Reads `/api/limit/status` and `/api/power/status` with `get` (rejects when either fails) and
   * returns the failed commands, each named by `nameOf(serial)`, and when to read again (ms).
   */
  read(
    get: <T>(path: string) => Promise<T>,
    nameOf: (serial: string) => string,
  ): Promise<{ failures: NonNullable<Facts['failures']>; nextMs: number }>;
}

/** The failed commands of one device, across reads (the browser's monitor and the companion read alike). */
export function commandWatch(): CommandWatch {
  const failing = new Map<string, { serial: string; kind: CommandKind }>();
  const pick = <T>(map: Record<string, T>, of: (entry: T) => CommandStatus) =>
    Object.fromEntries(Object.entries(map).map(([serial, entry]) => [serial, of(entry)]));
  return {
    async read(get, nameOf) {
      const [limits, powers] = await Promise.all([
        get<LimitStatus>('/api/limit/status'),
        get<PowerStatus>('/api/power/status'),
      ]);
      const limitBusy = trackCommands(
        failing,
        'limit',
        pick(limits, (e) => e.limit_set_status),
      );
      const powerBusy = trackCommands(
        failing,
        'power',
        pick(powers, (e) => e.power_set_status),
      );
      return {
        failures: [...failing.values()].map(({ serial, kind }) => ({ serial, kind, name: nameOf(serial) })),
        nextMs: limitBusy || powerBusy ? STATUS_BUSY_MS : STATUS_MS,
      };
    },
  };
}
