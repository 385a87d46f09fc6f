/**
 * The tables of a Markdown text, for the tests that compare the documentation with what it
 * describes: each table as its header cells and the cells of each row (trimmed, backticks kept).
 */
export interface MarkdownTable {
  header: string[];
  rows: string[][];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function markdownTables(text: string): MarkdownTable[] {
  const tables: MarkdownTable[] = [];
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[i + 1].trim())) continue;
    const table: MarkdownTable = { header: cells(lines[i]), rows: [] };
    for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) table.rows.push(cells(lines[i]));
    tables.push(table);
  }
  return tables;
}

/** The one table whose first header cell is `first`; throws when there is none or more than one. */
export function tableStartingWith(text: string, first: string): MarkdownTable {
  const found = markdownTables(text).filter((table) => table.header[0] === first);
  if (found.length !== 1) throw new Error(`${found.length} tables start with the column "${first}"`);
  return found[0];
}

/** The code spans of a cell: `` `a`, `b` `` → `['a', 'b']`. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map(([, code]) => code);
