export type LogListener = (line: string) => void;

/** Fans each device log line out to stdout (CLI only) and to the `/console` subscribers. */
export interface LogBus {
  log(line: string): void;
  subscribe(listener: LogListener): () => void;
}

export function createLogBus(toStdout: boolean): LogBus {
  const listeners = new Set<LogListener>();
  return {
    log(line) {
      if (toStdout) process.stdout.write(`${line}\n`);
      for (const listener of listeners) {
        try {
          listener(line);
        } catch {
          // A broken subscriber must not stop logging for the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
