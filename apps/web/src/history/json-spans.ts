import { type Chunking, nextTask } from './event-loop.ts';

/** Where a top-level member's value lies in the text; an array's elements one by one. */
export interface JsonSpan {
  start: number;
  end: number;
  elements?: [start: number, end: number][];
}

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

/**
 * Finds the members of the JSON object in `text` and the elements of its array members, in
 * chunks of `chunk` characters with a pause between them, so a large backup is split without
 * one long `JSON.parse`. Each span is then parsed on its own, which checks its syntax; a text
 * that is no object gives `undefined`.
 */
export async function topLevelSpans(
  text: string,
  { chunk = 1 << 18, pause = nextTask }: Chunking = {},
): Promise<Map<string, JsonSpan> | undefined> {
  const members = new Map<string, JsonSpan>();
  const first = text.search(/\S/);
  if (text[first] !== '{') return undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let key: string | undefined;
  let keyStart = -1;
  let valueStart = -1;
  let elementStart = -1;
  let elements: [number, number][] | undefined;
  let end = -1;
  const element = (i: number) => {
    if (text.slice(elementStart, i).trim()) elements?.push([elementStart, i]);
    elementStart = i + 1;
  };
  const member = (i: number) => {
    if (key !== undefined && valueStart >= 0) members.set(key, { start: valueStart, end: i, elements });
    key = undefined;
    valueStart = -1;
    elements = undefined;
  };
  for (let from = first; from < text.length && end < 0; from += chunk) {
    if (from > first) await pause();
    const to = Math.min(text.length, from + chunk);
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (keyStart >= 0) {
            key = JSON.parse(text.slice(keyStart, i + 1)) as string;
            keyStart = -1;
          }
        }
      } else if (c === QUOTE) {
        inString = true;
        if (depth === 1 && valueStart < 0 && key === undefined) keyStart = i;
      } else if (c === COLON) {
        if (depth === 1) valueStart = i + 1;
      } else if (c === COMMA) {
        if (depth === 1) member(i);
        else if (depth === 2 && elements) element(i);
      } else if (c === 123 || c === 91) {
        depth++;
        // `[` opening a member's value: its elements are split too.
        if (depth === 2 && c === 91 && valueStart >= 0 && !text.slice(valueStart, i).trim()) {
          elements = [];
          elementStart = i + 1;
        }
      } else if (c === 125 || c === 93) {
        if (depth === 2 && elements && c === 93) element(i);
        depth--;
        if (depth === 0) {
          member(i);
          end = i + 1;
          break;
        }
      }
    }
  }
  return end > 0 && !text.slice(end).trim() ? members : undefined;
}

/** A span's value; `undefined` for text that is no JSON (the caller refuses the file). */
export function parseSpan(text: string, [start, end]: readonly [number, number]): unknown {
  try {
    return JSON.parse(text.slice(start, end));
  } catch {
    return undefined;
  }
}
