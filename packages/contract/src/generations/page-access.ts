import type { Generation, GenerationId } from './generation-ids.ts';
import { type RestructuredArea, settingsAccess } from './generation-rules.ts';

/** What decides a page's access: a restructured settings area, or the generations that have the page. */
export interface PageAccessRule {
  area?: RestructuredArea;
  generations?: readonly GenerationId[];
}

/**
 * What a page may do on `generation`: by its area (`settingsAccess`), or, for a page only some
 * generations have, `write` there, `absent` on the other known ones and `read-only` (the
 * firmware's own page is the safe place) on an unknown one.
 */
export function pageAccess(
  { area, generations }: PageAccessRule,
  generation: Generation,
): 'write' | 'read-only' | 'absent' {
  if (area) return settingsAccess(area, generation);
  if (generation === 'unknown') return 'read-only';
  return generations?.includes(generation) ? 'write' : 'absent';
}
