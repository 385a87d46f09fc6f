/**
 * Long jobs (exports, imports) on the main thread: work in chunks and let the page and the
 * recorder run between them, so no task holds the thread for long.
 */

import { nextTask } from '@dtu/recording';

export { nextTask };

export interface Chunking {
  /** Items per chunk (records, rows): sized so one chunk takes a few milliseconds. */
  chunk?: number;
  /** Between chunks; `nextTask` unless a test counts the pauses. */
  pause?: () => Promise<void>;
  /** After each chunk: the share done, 0…1. */
  progress?: (share: number) => void;
}

export const CHUNK_RECORDS = 500;

/** Runs `step` for each item, pausing between chunks (not before the first one). */
export async function inChunks<T>(
  items: readonly T[],
  step: (item: T, index: number) => void,
  { chunk = CHUNK_RECORDS, pause = nextTask, progress }: Chunking = {},
): Promise<void> {
  for (let start = 0; start < items.length; start += chunk) {
    if (start > 0) await pause();
    const end = Math.min(items.length, start + chunk);
    for (let i = start; i < end; i++) step(items[i] as T, i);
    progress?.(end / items.length);
  }
}
