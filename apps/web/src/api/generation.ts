import { type Detection, detectGeneration, GENERATION_IDS, type Generation } from '@dtu/contract';
import { useEffect } from 'react';
import { createStore, useStore } from '../store/store.ts';
import { apiGet, type RequestOptions } from './client.ts';

/**
 * The firmware generation of this device (docs/firmware/README.md), probed once per firmware:
 * `/api/system/status` names the build, and the detection made for that build (`git_hash` +
 * `config_version`) is kept in localStorage, so `/api/livedata/status` is read again only after
 * a firmware change. `undefined` while probing: nothing restructured is saved then.
 */
export const generationStore = createStore<Detection | undefined>(undefined);

export const GENERATION_STORAGE_KEY = 'generation';

interface CachedGeneration {
  key: string;
  generation: Generation;
}

const KNOWN: readonly string[] = [...GENERATION_IDS, 'unknown'];

function cached(key: string): Generation | undefined {
  try {
    const entry = JSON.parse(
      localStorage.getItem(GENERATION_STORAGE_KEY) ?? 'null',
    ) as CachedGeneration | null;
    return entry?.key === key && KNOWN.includes(entry.generation) ? entry.generation : undefined;
  } catch {
    return undefined;
  }
}

function remember(entry: CachedGeneration): void {
  try {
    localStorage.setItem(GENERATION_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Without storage the next page load probes again.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function probe(options: RequestOptions): Promise<void> {
  try {
    const status = await apiGet<unknown>('/api/system/status', options);
    const shallow = detectGeneration(status, []);
    if (!shallow.opendtu) return generationStore.set(shallow);
    const key = `${shallow.gitHash}|${shallow.configVersion}`;
    const known = cached(key);
    if (known) return generationStore.set({ ...shallow, generation: known });
    const livedata = await apiGet<unknown>('/api/livedata/status', options);
    const found = detectGeneration(status, isObject(livedata) ? Object.keys(livedata) : []);
    if (found.opendtu) remember({ key, generation: found.generation });
    generationStore.set(found);
  } catch {
    // Unreachable or not logged in: still probing; the next use asks again.
  }
}

let running: Promise<void> | undefined;

/**
 * Probes unless the generation is known or a probe runs. A page that needs the answer passes
 * `suppressErrorPage` (a 401 then leads to the login); background readers stay `quiet`.
 */
export function probeGeneration(options: RequestOptions = { quiet: true }): Promise<void> {
  if (generationStore.get() !== undefined) return Promise.resolve();
  running ??= probe(options).finally(() => {
    running = undefined;
  });
  return running;
}

/** The generation as the rules take it: undefined while probing, `unknown` for no OpenDTU. */
export const generationOf = (detection: Detection | undefined): Generation | undefined =>
  detection === undefined ? undefined : detection.opendtu ? detection.generation : 'unknown';

/** The generation known so far, for code outside React. */
export const currentGeneration = () => generationOf(generationStore.get());

/**
 * The device's detection (undefined while probing); starts the probe on first use. A `page` that
 * cannot show anything without it lets a 401 lead to the login; `background` readers stay quiet.
 */
export function useDetection(mode: 'page' | 'background' = 'background'): Detection | undefined {
  useEffect(
    () => void probeGeneration(mode === 'page' ? { suppressErrorPage: true } : { quiet: true }),
    [mode],
  );
  return useStore(generationStore, (detection) => detection);
}

/** The device's generation: undefined while probing. */
export function useGeneration(): Generation | undefined {
  return generationOf(useDetection());
}
