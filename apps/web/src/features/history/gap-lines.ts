import type { GapSpan } from '../../history/gaps.ts';

/** One line of the gap list: a stretch as shown, the series missing in it, their estimated energy. */
export interface GapLine {
  start: string;
  end: string;
  names: string[];
  wh: number;
}

/**
 * The day's gaps as one line per stretch, in time order: gaps of several inverters that show
 * the same start and end (the clock's minutes) become one line naming all of them, with the sum
 * of their energy.
 */
export function gapLines(
  gaps: readonly (GapSpan & { name: string })[],
  clockOf: (time: number) => string,
): GapLine[] {
  const lines = new Map<string, GapLine & { from: number }>();
  for (const gap of gaps) {
    const start = clockOf(gap.from);
    const end = clockOf(gap.to);
    const key = `${start}–${end}`;
    const line = lines.get(key) ?? { start, end, names: [], wh: 0, from: gap.from };
    if (!line.names.includes(gap.name)) line.names.push(gap.name);
    line.wh += gap.wh;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.from - b.from).map(({ from: _, ...line }) => line);
}
