import { within } from '@testing-library/react';

/** One table row as the user reads it: its cells' texts, separated by a space. */
export function rowText(row: HTMLElement): string {
  return Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '').join(' ');
}

/**
 * The body rows of every table in `scope` as the user reads them (header rows, which repeat
 * the column names, left out), for asserting a whole table at once.
 */
export function rowTexts(scope: HTMLElement): string[] {
  return within(scope)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.tagName !== 'THEAD')
    .map(rowText);
}
