import {
  type AreaForm,
  areaForm,
  type Detection,
  detectGeneration,
  GENERATION_IDS,
  type Generation,
  type GenerationArea,
  type Lineage,
  productNameOf,
} from '@dtu/contract';
import { useEffect } from 'react';
import { createStore, useStore } from '../store/store.ts';
import { type ApiError, apiGet, handleUnauthorized, isApiError } from './client.ts';
import { BUILD_PRODUCT_NAME, detectionForBuild } from './flash-firmware.ts';
import { goToErrorPage } from './navigation.ts';

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
  lineage?: Lineage;
}

const KNOWN: readonly string[] = [...GENERATION_IDS, 'unknown'];

function cached(key: string): CachedGeneration | undefined {
  try {
    const entry = JSON.parse(
      localStorage.getItem(GENERATION_STORAGE_KEY) ?? 'null',
    ) as CachedGeneration | null;
    return entry?.key === key && KNOWN.includes(entry.generation) ? entry : undefined;
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

/** Why the last probe failed (401: not logged in; 0: no answer), while still probing. */
let failure: ApiError | undefined;

async function probe(): Promise<void> {
  failure = undefined;
  try {
    const status = await apiGet<unknown>('/api/system/status', { quiet: true });
    const shallow = detectGeneration(status, []);
    if (!shallow.opendtu) {
      generationStore.set(shallow);
      return;
    }
    const key = `${shallow.gitHash}|${shallow.configVersion}`;
    const known = cached(key);
    if (known) {
      generationStore.set(
        detectionForBuild({ ...shallow, generation: known.generation, lineage: known.lineage }),
      );
      return;
    }
    const livedata = await apiGet<unknown>('/api/livedata/status', { quiet: true });
    const found = detectGeneration(status, isObject(livedata) ? Object.keys(livedata) : []);
    if (found.opendtu) remember({ key, generation: found.generation, lineage: found.lineage });
    generationStore.set(detectionForBuild(found));
  } catch (error) {
    // Still probing; the next use asks again.
    failure = isApiError(error) ? error : undefined;
  }
}

let running: Promise<void> | undefined;

/** Probes (quietly) unless the generation is known or a probe runs. */
export function probeGeneration(): Promise<void> {
  if (generationStore.get() !== undefined) return Promise.resolve();
  running ??= probe().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * For a page that shows nothing without the generation: a failed probe leads where the page's
 * own read would have (the login after a 401, else the error page).
 */
async function probeForPage(): Promise<void> {
  await probeGeneration();
  if (generationStore.get() !== undefined || !failure) return;
  if (failure.status === 401) handleUnauthorized();
  else goToErrorPage(failure.message, failure.status);
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
  useEffect(() => void (mode === 'page' ? probeForPage() : probeGeneration()), [mode]);
  return useStore(generationStore, (detection) => detection);
}

/** The device's generation: undefined while probing. */
export function useGeneration(): Generation | undefined {
  return generationOf(useDetection());
}

/** The form of `area` on the device's generation (its row of the table); undefined while probing or unknown. */
export function useAreaForm(area: GenerationArea): AreaForm | undefined {
  const generation = useGeneration();
  return generation && areaForm(area, generation);
}

/** The product's name as the device's firmware calls itself (the build's while probing). */
export const productNameOfDetection = (detection: Detection | undefined): string =>
  detection?.opendtu ? productNameOf(detection.generation, detection.lineage) : BUILD_PRODUCT_NAME;

/** The product's name for the navbar and the titles (reads what is known; starts no probe). */
export const useProductName = (): string => useStore(generationStore, productNameOfDetection);
