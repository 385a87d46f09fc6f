import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { adoptEarlyOpen } from './early-open.ts';
import { DB_NAME, historyDb, MIGRATIONS, openDatabase } from './storage.ts';

/** The inline script of `index.html` that asks for the database while the page parses. */
const INLINE = (() => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const found = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!found?.[1]) throw new Error('index.html has no inline script');
  return found[1];
})();

/** Runs the inline script on `pathname`: the request it left for the app, if any. */
function parse(factory: IDBFactory, pathname: string): IDBOpenDBRequest | undefined {
  const window: { dtuHistoryOpen?: IDBOpenDBRequest } = {};
  new Function('indexedDB', 'location', 'window', INLINE)(factory, { pathname }, window);
  return window.dtuHistoryOpen;
}

const databases = async (factory: IDBFactory) => (await factory.databases()).map((db) => db.name);

describe("index.html's early open of the history database", () => {
  it('names the database the app stores in', () => {
    expect(INLINE).toContain(`'${DB_NAME}'`);
  });

  it('opens nothing on other pages', () => {
    expect(parse(new IDBFactory(), '/about')).toBeUndefined();
  });

  it('an existing database at the app version is taken over as the connection', async () => {
    const factory = new IDBFactory();
    (await openDatabase(factory)).close();
    const db = await adoptEarlyOpen(parse(factory, '/history'), MIGRATIONS.length);
    expect(db?.version).toBe(MIGRATIONS.length);
    expect(await historyDb(db as IDBDatabase).dayKeys()).toEqual([]);
  });

  it('is not taken over when the app has to create the database: nothing is created before the app opens it', async () => {
    const factory = new IDBFactory();
    expect(await adoptEarlyOpen(parse(factory, '/history'), MIGRATIONS.length)).toBeUndefined();
    expect(await databases(factory)).toEqual([]);
    const db = await openDatabase(factory);
    expect(db.version).toBe(MIGRATIONS.length);
    expect([...db.objectStoreNames]).toContain('min');
  });

  it('an older database is let go, so the app upgrades it without waiting', async () => {
    const factory = new IDBFactory();
    (await openDatabase(factory, MIGRATIONS.slice(0, 2))).close();
    expect(await adoptEarlyOpen(parse(factory, '/history'), MIGRATIONS.length)).toBeUndefined();
    const db = await openDatabase(factory);
    expect(db.version).toBe(MIGRATIONS.length);
    expect([...db.objectStoreNames]).toContain('keys');
  });

  it('the request answered before the app takes it over is taken over all the same', async () => {
    const factory = new IDBFactory();
    (await openDatabase(factory)).close();
    const request = parse(factory, '/history') as IDBOpenDBRequest;
    await new Promise((resolve) => request.addEventListener('success', resolve));
    expect((await adoptEarlyOpen(request, MIGRATIONS.length))?.version).toBe(MIGRATIONS.length);
  });

  it('without a request there is nothing to take over', async () => {
    expect(await adoptEarlyOpen(undefined, MIGRATIONS.length)).toBeUndefined();
  });
});
