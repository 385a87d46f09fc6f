/**
 * The repeated-code check of `npm test` (`duplicates.test.ts`): every block of `MIN_LINES` or more
 * lines that stands twice in `apps/` or `packages/`, the same lines or the same shape with other
 * names, strings and numbers, reported per pair of files. Indentation, blank lines, comments,
 * import declarations and lines of brackets alone are left out, so a block that was copied and
 * re-indented, re-commented or renamed is still found.
 */

/** The shortest repeated block reported. */
export const MIN_LINES = 6;
/** Names, keywords, strings and numbers a block of `MIN_LINES` holds at the least: thinner ones are markup and lists. */
export const MIN_WORDS = 20;
/** A block found in more places than this is a form of the language (an object literal, a props list), not a copy. */
export const MOST_PLACES = 8;

/** One source file: its path (relative to the repository) and text. */
export interface SourceText {
  path: string;
  text: string;
}

/** Two places holding the same block: the files (`a` before `b`) and the first and last line in each. */
export interface Duplicate {
  a: string;
  b: string;
  aLines: [number, number];
  bLines: [number, number];
}

/** A line that counts: its text without indentation and its line number (1-based). */
interface Line {
  text: string;
  shape: string;
  at: number;
}

/** Import declarations (single or several lines), blanked with their line breaks kept. */
const IMPORTS = /^import\b[^;'"]*?(?:from\s*)?['"][^'"\n]+['"];?[ \t]*$/gms;
/** Lines that carry no code of their own: brackets, closing tags' punctuation, a lone keyword-free separator. */
const PUNCTUATION_ONLY = /^[\s{}()[\];,.:<>/=|&?!+*-]*$/;

const KEYWORDS = new Set(
  'as async await break case catch class const continue default delete do else export extends false finally for from function if import in instanceof interface let new null of return static super switch this throw true try type typeof undefined var void while yield readonly keyof'.split(
    ' ',
  ),
);

/** A string, a number or a name: what a line's shape leaves open. */
const TOKEN = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)|(\b\d[\w.]*)|([A-Za-z_$][\w$]*)/g;

/** A line's shape: names, strings and numbers stand for any name (`x`), string (`s`) or number (`0`). */
export function shape(line: string): string {
  return line.replace(TOKEN, (_, string?: string, number?: string, name?: string) => {
    if (string) return 's';
    if (number) return '0';
    return name && KEYWORDS.has(name) ? name : 'x';
  });
}

/** The lines of a file that a repeated block is made of. */
export function significantLines(text: string): Line[] {
  const code = text.replace(IMPORTS, (match) => match.replace(/[^\n]/g, ''));
  const lines: Line[] = [];
  let inComment = false;
  code.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      return;
    }
    if (line.startsWith('/*') && !line.includes('*/')) {
      inComment = true;
      return;
    }
    if (line.startsWith('//') || (line.startsWith('/*') && line.endsWith('*/'))) return;
    if (PUNCTUATION_ONLY.test(line)) return;
    lines.push({ text: line, shape: shape(line), at: index + 1 });
  });
  return lines;
}

/** Every pair of places that share a block of at least `minLines` significant lines, each maximal run once. */
export function findDuplicates(files: readonly SourceText[], minLines = MIN_LINES): Duplicate[] {
  const parsed = [...files]
    .sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0))
    .map((file) => ({ path: file.path, lines: significantLines(file.text) }));
  // Each window of `minLines` lines under two keys: its lines as written, and its shape when that
  // holds enough words to be more than markup or a list.
  const windows = new Map<string, { file: number; start: number }[]>();
  const add = (key: string, place: { file: number; start: number }) => {
    const places = windows.get(key);
    if (places) places.push(place);
    else windows.set(key, [place]);
  };
  parsed.forEach(({ lines }, file) => {
    for (let start = 0; start + minLines <= lines.length; start++) {
      const block = lines.slice(start, start + minLines);
      add(`=${block.map((line) => line.text).join('\n')}`, { file, start });
      const shaped = block.map((line) => line.shape).join('\n');
      if ((shaped.match(/[\w$]+/g) ?? []).length >= MIN_WORDS) add(`~${shaped}`, { file, start });
    }
  });
  // Every matching pair of windows, keyed by where the pair's run would continue.
  const pairs = new Set<string>();
  for (const [key, places] of windows) {
    if (key.startsWith('~') && places.length > MOST_PLACES) continue;
    for (let i = 0; i < places.length; i++)
      for (let j = i + 1; j < places.length; j++) {
        const [p, q] = [places[i], places[j]];
        if (p.file === q.file && Math.abs(p.start - q.start) < minLines) continue;
        pairs.add(`${p.file}:${p.start}:${q.file}:${q.start}`);
      }
  }
  const found: Duplicate[] = [];
  for (const pair of pairs) {
    const [fa, sa, fb, sb] = pair.split(':').map(Number);
    // Only the first window of a run starts a report; the run then extends while both sides match.
    if (pairs.has(`${fa}:${sa - 1}:${fb}:${sb - 1}`)) continue;
    let length = 1;
    while (pairs.has(`${fa}:${sa + length}:${fb}:${sb + length}`)) length++;
    const a = parsed[fa];
    const b = parsed[fb];
    const end = length + minLines - 2;
    found.push({
      a: a.path,
      b: b.path,
      aLines: [a.lines[sa].at, a.lines[sa + end].at],
      bLines: [b.lines[sb].at, b.lines[sb + end].at],
    });
  }
  return found.sort((x, y) => pairKey(x).localeCompare(pairKey(y)) || x.aLines[0] - y.aLines[0]);
}

/** The two files of a duplicate as one key, `a ~ b` (the same file twice for a block repeated in one file). */
export const pairKey = (duplicate: { a: string; b: string }): string => `${duplicate.a} ~ ${duplicate.b}`;
