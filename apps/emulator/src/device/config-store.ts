import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ConfigFile } from '@dtu/contract';
import { atomicWrite } from './atomic-write.ts';
import type { ConfigLayout } from './generation.ts';

export const CONFIG_FILE_NAME = 'config.json';
/** Marks files the emulator set aside because they could not be parsed. */
export const CORRUPT_MARKER = '.corrupt-';

export interface ConfigStore {
  /** The live config; replaced (never mutated) by `save`. */
  readonly config: ConfigFile;
  readonly path: string;
  /** Reads `config.json` like the firmware at boot. `created` = the file did not exist. */
  load(): Promise<{ created: boolean }>;
  save(change: (draft: ConfigFile) => void): Promise<boolean>;
  /** Resolves once every queued write has finished. */
  settled(): Promise<void>;
}

export function createConfigStore(
  dataDir: string,
  chipId: number,
  log: (line: string) => void,
  layout: ConfigLayout,
): ConfigStore {
  const path = join(dataDir, CONFIG_FILE_NAME);
  let config = layout.factory(chipId);
  // Writes run one after another so the file always ends with the newest snapshot.
  let queue: Promise<unknown> = Promise.resolve();

  function write(snapshot: string): Promise<boolean> {
    const result = queue.then(async () => {
      try {
        await atomicWrite(path, snapshot);
        return true;
      } catch (error) {
        log(`Config: writing ${CONFIG_FILE_NAME} failed: ${(error as Error).message}`);
        return false;
      }
    });
    queue = result;
    return result;
  }

  async function save(change: (draft: ConfigFile) => void): Promise<boolean> {
    const draft = structuredClone(config);
    change(draft);
    draft.cfg.save_count += 1;
    config = draft;
    const ok = await write(JSON.stringify(layout.write(draft)));
    if (ok) log(`Config: saved (save_count ${draft.cfg.save_count})`);
    return ok;
  }

  async function readText(): Promise<string | undefined> {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Keeps one set-aside copy, the newest: boot after corrupt boot must never pile them up. */
  async function removeOlderAsides(): Promise<void> {
    const prefix = `${basename(path)}${CORRUPT_MARKER}`;
    for (const name of await readdir(dataDir).catch(() => [] as string[])) {
      if (name.startsWith(prefix)) await rm(join(dataDir, name), { force: true }).catch(() => undefined);
    }
  }

  async function setAside(reason: string): Promise<void> {
    const aside = `${path}${CORRUPT_MARKER}${Date.now()}`;
    await removeOlderAsides();
    try {
      await rename(path, aside);
      log(`Config: ${CONFIG_FILE_NAME} ${reason}; moved to ${aside}, using factory defaults`);
    } catch (error) {
      log(`Config: ${CONFIG_FILE_NAME} ${reason} and could not be moved aside (${(error as Error).message})`);
    }
  }

  async function load(): Promise<{ created: boolean }> {
    await queue;
    await mkdir(dataDir, { recursive: true }).catch(() => undefined);
    let text: string | undefined;
    try {
      text = await readText();
    } catch (error) {
      await setAside(`is unreadable (${(error as Error).message})`);
      config = layout.factory(chipId);
      await save(() => undefined);
      return { created: false };
    }
    if (text === undefined) {
      log(`Config: no ${CONFIG_FILE_NAME}, writing factory defaults`);
      config = layout.factory(chipId);
      await save(() => undefined);
      return { created: true };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      await setAside('is not valid JSON');
      config = layout.factory(chipId);
      await save(() => undefined);
      return { created: false };
    }
    const merged = layout.read(parsed, chipId);
    config = merged.config;
    // The firmware rewrites the file at boot after a migration or a serial replacement.
    if (merged.rewrite) await save(() => undefined);
    return { created: false };
  }

  return {
    get config() {
      return config;
    },
    path,
    load,
    save,
    settled: async () => {
      await queue;
    },
  };
}
