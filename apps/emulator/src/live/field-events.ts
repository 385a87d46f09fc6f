import { EVENT_LOG_MAX_ENTRIES } from '@dtu/contract';

/** Event codes the simulated inverters raise (docs/firmware/onbattery-2024.05.03/live.md §5.7; all ≤ 255). */
export const EVENT = {
  InverterStart: 1,
  TimeCalibration: 2,
  GridOvervoltage: 141,
  RemoteShutdown: 124,
} as const;

/** One entry of an inverter's own event log, with device-clock times. */
export interface FieldEvent {
  code: number;
  startMs: number;
  /** 0 while the event is still active. */
  endMs: number;
}

/**
 * The event log kept inside the inverter: at most 15 entries (oldest dropped) and a counter that
 * changes with every new entry, which is what tells the DTU to fetch the log again.
 */
export class FieldEventLog {
  entries: FieldEvent[] = [];
  counter = 0;

  add(code: number, startMs: number, endMs = 0): void {
    this.entries.push({ code, startMs, endMs });
    if (this.entries.length > EVENT_LOG_MAX_ENTRIES) this.entries.shift();
    this.counter++;
  }

  /** Closes the newest still-open entry with this code. */
  end(code: number, endMs: number): void {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i]!;
      if (entry.code === code && entry.endMs === 0) {
        entry.endMs = endMs;
        this.counter++;
        return;
      }
    }
  }

  /** The inverter forgets its log when it loses power overnight. */
  clear(): void {
    this.entries = [];
    this.counter++;
  }
}
