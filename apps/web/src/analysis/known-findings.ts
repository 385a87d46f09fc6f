import { useStore } from '../store/store.ts';
import { storedStore } from '../store/stored-store.ts';

export { findingId } from '@dtu/recording';

/** Findings the user marked as known: hidden from the list (and from alerts) until they are unmarked. */
export const knownFindings = storedStore<readonly string[]>(
  'dtu-web.known-findings',
  (stored) => (stored as unknown[]).filter((id): id is string => typeof id === 'string'),
  [],
);

export function setFindingKnown(id: string, known: boolean): void {
  const others = knownFindings.get().filter((entry) => entry !== id);
  knownFindings.set(known ? [...others, id] : others);
}

export function useKnownFindings(): readonly string[] {
  return useStore(knownFindings, (ids) => ids);
}
