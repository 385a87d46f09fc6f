import type { HistoryDb } from './storage.ts';

/** What this origin's last answer to the companion question was (`localStorage`). */
export const SOURCE_KEY = 'dtu-history-source';

export interface SourceChoice {
  /** The browser's own database, opening (or its failure). */
  local: Promise<IDBDatabase>;
  /** The companion that serves the page, else undefined (`companionStore`). */
  ask: () => Promise<HistoryDb | undefined>;
  wrap: (db: IDBDatabase) => HistoryDb;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Called when the page guessed the browser's database and a companion answered after all. */
  reload?: () => void;
}

/**
 * The history's source: a companion's records when one serves the page, else the browser's
 * database. The companion question's answer reaches a page just starting up behind the app's
 * start-up work (about 100 ms at 4× CPU slowdown on `/history`), so an origin that answered
 * "no companion" before starts with the browser's database at once and checks in the background:
 * an origin that turns out to be a companion after all (the same address and port now serving one)
 * remembers it and reloads the page once.
 */
export async function chooseHistorySource({
  local,
  ask,
  wrap,
  storage = globalThis.localStorage,
  reload = () => location.reload(),
}: SourceChoice): Promise<HistoryDb> {
  const settled = local.then(
    (db) => ({ db }),
    (error: unknown) => ({ error }),
  );
  const answer = ask();
  const remember = (remote: HistoryDb | undefined) => {
    try {
      storage?.setItem(SOURCE_KEY, remote ? 'companion' : 'browser');
    } catch {
      // No storage (private mode, quota): the next start asks and waits again.
    }
  };
  let guessed = false;
  try {
    guessed = storage?.getItem(SOURCE_KEY) === 'browser';
  } catch {}
  if (guessed) {
    void answer.then(async (remote) => {
      if (!remote) return;
      remember(remote);
      const opened = await settled;
      if ('db' in opened) opened.db.close();
      reload();
    });
    const opened = await settled;
    if ('error' in opened) throw opened.error;
    return wrap(opened.db);
  }
  const remote = await answer;
  remember(remote);
  const opened = await settled;
  if (remote) {
    if ('db' in opened) opened.db.close();
    return remote;
  }
  if ('error' in opened) throw opened.error;
  return wrap(opened.db);
}
