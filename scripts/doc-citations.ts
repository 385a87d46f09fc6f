import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Citations must name the repository's own documents: whoever clones it has nothing beside it.
 * `findProblems` reads one file's text and reports every citation of a document outside the
 * repository (the 2024.05.03 API notes, the product specification and notes, the style guide,
 * the folder that holds them), every relative Markdown link that leaves the repository or names a
 * missing file or heading, every `docs/….md §N` whose file has no heading numbered N, and every
 * section cited of a folder.
 */

export const ROOT = resolve(import.meta.dirname, '..');

/** Folders whose files are scanned, and the repository's own top-level documents. */
const SCANNED_FOLDERS = ['apps/', 'packages/', 'e2e/', 'bench/', 'scripts/', 'docs/'];
/** The checker and its test hold every pattern as an example, so they are not scanned. */
const CHECKER_FILES = ['scripts/doc-citations.ts', 'scripts/doc-citations.test.ts'];
const SCANNED_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.scss',
  '.css',
  '.json',
  '.md',
  '.html',
]);

/**
 * Document names that are cited bare in the sources: the API notes of firmware 2024.05.03, the
 * product notes and the style guide kept beside the repository. A mention counts only when its
 * path reaches an existing file: repo-relative from `docs/`, or relative to a Markdown file's
 * folder (a sibling link inside `docs/`).
 */
const OUTSIDE_NAMES = [
  'settings',
  'live',
  'mqtt',
  'serial',
  'firmware-generations',
  'users-and-peers',
  'bundle-costs',
  'STYLE',
];
const NAMED_DOC = new RegExp(`(?<![\\w.@/-])((?:[\\w.@-]+/)*)(${OUTSIDE_NAMES.join('|')})\\.md\\b`, 'g');

/** Citations of the product specification's two files, by number or by file name. */
const SPEC = /\bspec (?:00[01]\b|§)|\b00[01]_[0-9a-f]{16}\b/gi;

/** The folder beside the repository that holds the notes, the specification and reference builds. */
const SHARED = /(?:\.\.\/)+shared(?![\w-])|\/work\/shared(?![\w-])/g;

/**
 * The two places that read the upstream apps' reference builds as measurement data (not a
 * document): each is a default the caller overrides, and both skip or explain when it is absent.
 * An entry that no longer occurs fails the scan, so the list cannot go stale.
 */
export const SHARED_DATA_PATHS: readonly { file: string; text: string }[] = [
  { file: 'bench/webapps.ts', text: "'../shared/reference/upstream-webapp-2024.05.03'" },
  { file: 'e2e/support/upstream-app.ts', text: "'../../../shared/reference'" },
];

/** A `§` list after a citation: `§2`, `§2.1–§2.4`, `§7.1–7.3`, `§3, §4 and §9`. */
const SECTION_LIST = String.raw`((?:\s*(?:,|;|and)?\s*§\s?\d+(?:\.\d+)*(?:\s?[–-]\s?§?\d+(?:\.\d+)*)?)+)`;
const REPO_DOC_CITATION = new RegExp(
  String.raw`(?<![\w.@/-])(docs/[\w./-]+?\.md)(?![\w/-])\`?\)?(?:${SECTION_LIST})?`,
  'g',
);
const MARKDOWN_LINK = new RegExp(
  String.raw`\[([^\]\n]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)(?:${SECTION_LIST})?`,
  'g',
);
/** A section cited of a folder (`docs/firmware §4`), which has no headings. */
const FOLDER_SECTION = /(?<![\w.@/-])(docs(?:\/[\w.-]+)*\/?)`?\s*§/g;
const SECTION_NUMBER = /\d+(?:\.\d+)*/g;
const HEADING_NUMBER = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Files to scan: tracked or new (not ignored), under the scanned folders or at the top. */
export function scannedFiles(root = ROOT): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => f !== '' && SCANNED_EXTENSIONS.has(extname(f)))
    .filter((f) => SCANNED_FOLDERS.some((d) => f.startsWith(d)) || (!f.includes('/') && f.endsWith('.md')))
    .filter((f) => !CHECKER_FILES.includes(f) && existsSync(join(root, f)));
}

interface Headings {
  numbers: Set<string>;
  anchors: Set<string>;
}

const headingCache = new Map<string, Headings | undefined>();

function headings(absolute: string): Headings | undefined {
  if (!headingCache.has(absolute)) {
    const text = isFile(absolute) ? readFileSync(absolute, 'utf8') : undefined;
    headingCache.set(absolute, text === undefined ? undefined : headingsOf(text));
  }
  return headingCache.get(absolute);
}

/** Section numbers, and the anchors a Markdown renderer gives the headings (GitHub's rule). */
export function headingsOf(text: string): Headings {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  const numbers = new Set([...prose.matchAll(HEADING_NUMBER)].map((m) => m[1] ?? ''));
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, title = ''] of prose.matchAll(/^#{1,6}\s+(.*?)\s*#*$/gm)) {
    const slug = title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return { numbers, anchors };
}

function isFile(absolute: string): boolean {
  return existsSync(absolute) && statSync(absolute).isFile();
}

function insideRoot(absolute: string, root: string): boolean {
  const rel = relative(root, absolute);
  return !rel.startsWith('..') && !isAbsolute(rel);
}

function safeDecode(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Every problem in one file's text; `file` is repo-relative, with `/`. */
export function findProblems(file: string, text: string, root = ROOT): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) =>
    problems.push({ file, line: lineOf(text, index), message });
  const markdown = file.endsWith('.md');
  const folder = dirname(join(root, file));

  const checkSections = (target: string, list: string | undefined, index: number, shown: string) => {
    if (list === undefined) return;
    const numbers = headings(target)?.numbers;
    if (numbers === undefined) return; // the missing file is reported on its own
    for (const n of list.match(SECTION_NUMBER) ?? []) {
      if (!numbers.has(n)) report(index, `${shown} §${n}: no heading numbered ${n} in that file`);
    }
  };

  for (const m of text.matchAll(NAMED_DOC)) {
    const [whole, prefix = ''] = m;
    const base = prefix.startsWith('docs/') ? root : markdown ? folder : undefined;
    const target = base === undefined ? undefined : resolve(base, whole);
    if (target === undefined || !insideRoot(target, root) || !isFile(target)) {
      report(m.index, `cites ${whole}, a document outside the repository (cite docs/… instead)`);
    }
  }

  for (const m of text.matchAll(SPEC)) {
    report(m.index, `cites the product specification ("${m[0]}"): cite docs/product/<file>.md §N`);
  }

  const allowed = SHARED_DATA_PATHS.filter((p) => p.file === file).map((p) => p.text);
  for (const m of text.matchAll(SHARED)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    if (allowed.some((a) => line.includes(a))) continue;
    report(m.index, `names "${m[0]}", a folder outside the repository`);
  }

  for (const m of text.matchAll(REPO_DOC_CITATION)) {
    const [, path = '', list] = m;
    const target = join(root, path);
    if (!isFile(target)) report(m.index, `cites ${path}, which does not exist`);
    else checkSections(target, list, m.index, path);
  }

  for (const m of text.matchAll(FOLDER_SECTION)) {
    const [, path = ''] = m;
    if (!path.endsWith('.md')) report(m.index, `cites a section of ${path}, a folder: name the file`);
  }

  if (markdown) {
    for (const m of text.matchAll(MARKDOWN_LINK)) {
      const [, label = '', href = '', list] = m;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
      const path = safeDecode(href.replace(/[#?].*$/, ''));
      const anchor = href.includes('#') ? safeDecode(href.slice(href.indexOf('#') + 1)) : undefined;
      const target =
        path === '' ? join(root, file) : path.startsWith('/') ? join(root, path) : resolve(folder, path);
      if (!insideRoot(target, root)) {
        report(m.index, `links to ${href}, outside the repository`);
      } else if (!existsSync(target)) {
        report(m.index, `links to ${href}, which does not exist`);
      } else if (target.endsWith('.md')) {
        const anchors = headings(target)?.anchors;
        if (anchor !== undefined && anchors !== undefined && !anchors.has(anchor)) {
          report(m.index, `links to ${href}: no heading with that anchor`);
        }
        const labelSections = label.includes('§') ? label.slice(label.indexOf('§')) : undefined;
        checkSections(target, labelSections, m.index, href);
        checkSections(target, list, m.index, href);
      }
    }
  }
  return problems;
}

/** Each allowed data path that no longer occurs in its file. */
export function staleDataPaths(root = ROOT): string[] {
  return SHARED_DATA_PATHS.filter((p) => {
    const absolute = join(root, p.file);
    return !existsSync(absolute) || !readFileSync(absolute, 'utf8').includes(p.text);
  }).map((p) => `${p.file}: ${p.text}`);
}
