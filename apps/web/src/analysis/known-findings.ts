import { createStore, useStore } from '../live/store.ts';
import type { Finding } from './weak-inputs.ts';

const STORAGE_KEY = 'dtu-web.known-findings';

export const findingId = (f: Pick<Finding, 'serial' | 'input' | 'kind'>) =>
  `${f.serial}:${f.input}:${f.kind}`;

function load(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Findings the user marked as known: hidden from the list (and from alerts) until they are unmarked. */
export const knownFindings = createStore<readonly string[]>(
  typeof localStorage === 'undefined' ? [] : load(),
);

export function setFindingKnown(id: string, known: boolean): void {
  const others = knownFindings.get().filter((entry) => entry !== id);
  const next = known ? [...others, id] : others;
  knownFindings.set(next);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the mark holds for this visit.
  }
}

export function useKnownFindings(): readonly string[] {
  return useStore(knownFindings, (ids) => ids);
}
