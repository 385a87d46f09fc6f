import { afterEach } from 'vitest';

/** Anything a test starts and must stop: an app from `makeApp`/`liveApp`/`onBatteryApp`, a broker, a server. */
export interface Closable {
  close(): unknown;
}

/**
 * The one set-up for a test file's apps: call it once at the top of the file, then start each app
 * through the returned function (`const { app } = await opened(makeApp())`). After each test,
 * everything it started is closed, last first, even when the test failed.
 */
export function closeAfterEach(): <T extends Closable>(starting: Promise<T> | T) => Promise<T> {
  const open: Closable[] = [];
  afterEach(async () => {
    for (let item = open.pop(); item; item = open.pop()) await item.close();
  });
  return async (starting) => {
    const started = await starting;
    open.push(started);
    return started;
  };
}
