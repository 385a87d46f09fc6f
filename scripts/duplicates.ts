/**
 * The repeated-code check of `npm test` (`duplicates.test.ts`): every block of `MIN_LINES` or more
 * lines that stands twice in `apps/` or `packages/`, reported per pair of files. Lines are compared
 * with their indentation, blank lines, comments, import declarations and lines of brackets alone
 * left out, so a block that was copied and re-indented or re-commented is still found.
 */

/** The shortest repeated block reported. */
export const MIN_LINES = 6;

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
  at: number;
}

/** Import declarations (single or several lines), blanked with their line breaks kept. */
const IMPORTS = /^import\b[^;'"]*?(?:from\s*)?['"][^'"\n]+['"];?[ \t]*$/gms;
/** Lines that carry no code of their own: brackets, closing tags' punctuation, a lone keyword-free separator. */
const PUNCTUATION_ONLY = /^[\s{}()[\];,.:<>/=|&?!+*-]*$/;

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
    lines.push({ text: line, at: index + 1 });
  });
  return lines;
}

/** Every pair of places that share a block of at least `minLines` significant lines, each maximal run once. */
export function findDuplicates(files: readonly SourceText[], minLines = MIN_LINES): Duplicate[] {
  const parsed = [...files]
    .sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0))
    .map((file) => ({ path: file.path, lines: significantLines(file.text) }));
  const windows = new Map<string, { file: number; start: number }[]>();
  parsed.forEach(({ lines }, file) => {
    for (let start = 0; start + minLines <= lines.length; start++) {
      const key = lines
        .slice(start, start + minLines)
        .map((line) => line.text)
        .join('\n');
      const places = windows.get(key);
      if (places) places.push({ file, start });
      else windows.set(key, [{ file, start }]);
    }
  });
  // Every matching pair of windows, keyed by where the pair's run would continue.
  const pairs = new Set<string>();
  for (const places of windows.values()) {
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
