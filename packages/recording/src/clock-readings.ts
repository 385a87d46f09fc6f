import type { NtpStatus } from '@dtu/contract';
import type { DeviceClock } from './device-clock.ts';

/** The running readings of the device clock. */
export interface ClockReadings {
  /** Settles after the first reading, answered or not. */
  readonly first: Promise<void>;
  stop(): void;
}

/**
 * Feeds `clock` one `/api/ntp/status` answer now and another whenever the model asks for it;
 * `onRead(ready)` follows each reading, `ready` when the clock gives device time. An unreachable
 * device keeps the last model until the next try.
 */
export function startClockReadings(
  clock: DeviceClock,
  readStatus: () => Promise<NtpStatus>,
  onRead: (ready: boolean) => void,
  browserNow: () => number = Date.now,
): ClockReadings {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = async () => {
    try {
      const sent = browserNow();
      clock.reading(await readStatus(), sent, browserNow());
    } catch {
      // Unreachable for now: keep the last model and try again.
    }
    if (stopped) return;
    onRead(clock.now() !== undefined);
    if (!stopped) timer = setTimeout(read, clock.nextReadInMs());
  };
  return {
    first: read(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
