import { MIGRATIONS } from './storage.ts';

declare global {
  /** Set by `index.html` on `/history`: the stored history's database asked for while the page parses. */
  var dtuHistoryOpen: IDBOpenDBRequest | undefined;
}

/**
 * A cold IndexedDB open waits for a reply that the page's main thread must take, and the app's
 * evaluation holds that thread for a few hundred milliseconds at start-up. So on `/history`,
 * `index.html` asks for the database before the app loads, without a version: an existing
 * database opens as it is, a missing one is not created (its upgrade is aborted). The app takes the
 * request over here: the connection when it is at the app's version, else nothing (it is closed),
 * and the app opens the database itself (creating or upgrading it).
 */
export function adoptEarlyOpen(
  request: IDBOpenDBRequest | undefined = globalThis.dtuHistoryOpen,
  version: number = MIGRATIONS.length,
): Promise<IDBDatabase | undefined> {
  globalThis.dtuHistoryOpen = undefined;
  if (!request) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const settle = () => {
      const db = request.error ? undefined : request.result;
      if (db?.version === version) {
        db.onversionchange = () => db.close();
        resolve(db);
      } else {
        db?.close();
        resolve(undefined);
      }
    };
    if (request.readyState === 'done') settle();
    else {
      request.addEventListener('success', settle);
      request.addEventListener('error', () => resolve(undefined));
    }
  });
}
