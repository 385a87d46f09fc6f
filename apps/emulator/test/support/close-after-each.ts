import { afterAll, afterEach } from 'vitest';

/** Anything a test starts and must stop: an app from `makeApp`/`liveApp`/`onBatteryApp`, a broker, a server. */
export interface Closable {
  close(): unknown;
}

/** Starts through the returned function are closed later, last first, even when a test failed. */
export type Opener = <T extends Closable>(starting: Promise<T> | T) => Promise<T>;

/**
 * The one set-up for a test file's apps: call it once at the top of the file, then start each app
 * through the returned function (`const { app } = await opened(makeApp())`). After each test,
 * everything it started is closed.
 */
export function closeAfterEach(): Opener {
  return closingIn(afterEach);
}

/**
 * The same for a file (or `describe`) whose tests share what it starts: start it in `beforeAll`
 * through the returned function; it is closed after the last test.
 */
export function closeAfterAll(): Opener {
  return closingIn(afterAll);
}

function closingIn(hook: (close: () => Promise<void>) => void): Opener {
  const open: Closable[] = [];
  hook(async () => {
    for (let item = open.pop(); item; item = open.pop()) await item.close();
  });
  return async (starting) => {
    const started = await starting;
    open.push(started);
    return started;
  };
}
