import { COMPANION_RECORDS_PATH, isCompanionRecords, remoteRecordStore } from '@dtu/recording';
import { ApiError, apiGet, apiHeaders } from '../net/client.ts';
import type { HistoryDb } from './storage.ts';

const remote = new WeakSet<HistoryDb>();

/** Whether `db` is a companion's: the companion records, the browser only reads (and imports). */
export const isCompanionStore = (db: HistoryDb): boolean => remote.has(db);

/** A JSON POST to the companion that serves the page, with the session's credentials. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const reply = await fetch(path, {
    method: 'POST',
    headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new ApiError(reply.statusText, reply.status);
  return (await reply.json()) as T;
}

/**
 * The records of the companion that serves this page (`/companion/records` answers), read and
 * imported through its API; undefined on a device (it answers that path with its `index.html`).
 */
export async function companionStore(): Promise<HistoryDb | undefined> {
  const answer = await apiGet<unknown>(COMPANION_RECORDS_PATH, { quiet: true }).catch(() => undefined);
  if (!isCompanionRecords(answer)) return undefined;
  const db = remoteRecordStore({ get: (path) => apiGet(path, { quiet: true }), post: postJson });
  remote.add(db);
  return db;
}
