import { describe, expect, it, vi } from 'vitest';
import { chooseHistorySource, SOURCE_KEY } from './history-source.ts';
import type { HistoryDb } from './storage.ts';

const memory = (value?: string) => {
  const items = new Map<string, string>(value ? [[SOURCE_KEY, value]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((k: string, v: string) => items.set(k, v)),
  };
};
const localDb = () => ({ close: vi.fn() }) as unknown as IDBDatabase & { close: ReturnType<typeof vi.fn> };
const wrapped = { wrapped: true } as unknown as HistoryDb;
const companion = { companion: true } as unknown as HistoryDb;
const never = () => new Promise<HistoryDb | undefined>(() => {});

/** A choice on an origin that remembered `remembered`, whose companion question `ask` answers. */
function choose(remembered: string, ask: () => Promise<HistoryDb | undefined>) {
  const storage = memory(remembered);
  const db = localDb();
  const reload = vi.fn();
  const choice = chooseHistorySource({
    local: Promise.resolve(db),
    ask,
    wrap: () => wrapped,
    storage,
    reload,
  });
  return { choice, storage, db, reload };
}

describe('chooseHistorySource', () => {
  it('without a remembered answer waits for it: no companion gives the browser database, remembered', async () => {
    const storage = memory();
    const db = localDb();
    let answer = (_: HistoryDb | undefined) => {};
    const choice = chooseHistorySource({
      local: Promise.resolve(db),
      ask: () => new Promise((resolve) => (answer = resolve)),
      wrap: () => wrapped,
      storage,
    });
    let chosen = false;
    void choice.then(() => (chosen = true));
    // The local database is open and every promise job has run: only the answer is missing.
    await new Promise((resolve) => setTimeout(resolve));
    expect(chosen).toBe(false);
    answer(undefined);
    expect(await choice).toBe(wrapped);
    expect(storage.setItem).toHaveBeenCalledWith(SOURCE_KEY, 'browser');
  });

  it('an origin that answered "no companion" before starts with the browser database before the answer', async () => {
    const choice = chooseHistorySource({
      local: Promise.resolve(localDb()),
      ask: never,
      wrap: () => wrapped,
      storage: memory('browser'),
    });
    expect(await choice).toBe(wrapped);
  });

  it('a companion answering after that guess is remembered, the browser database closed and the page reloaded', async () => {
    const { choice, storage, db, reload } = choose('browser', async () => companion);
    expect(await choice).toBe(wrapped);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(db.close).toHaveBeenCalled();
    expect(storage.getItem(SOURCE_KEY)).toBe('companion');
  });

  it('a companion serving the page gives its records; the browser database is closed unread', async () => {
    const { choice, db, reload } = choose('companion', async () => companion);
    expect(await choice).toBe(companion);
    expect(db.close).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('the browser database failing without a companion is the failure', async () => {
    const failure = new Error('unavailable');
    for (const remembered of [undefined, 'browser']) {
      const choice = chooseHistorySource({
        local: Promise.reject(failure),
        ask: async () => undefined,
        wrap: () => wrapped,
        storage: memory(remembered),
      });
      await expect(choice).rejects.toBe(failure);
    }
  });
});
