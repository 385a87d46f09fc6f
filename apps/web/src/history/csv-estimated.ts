import type { SampleRecord } from '@dtu/recording';
import type { KeyedGap } from './gaps.ts';

/**
 * The estimated rows of the gaps, by time, then by series (sorted), each after the measured rows
 * of its minute, before the next record: one per missing interval, made only when written.
 */
export function estimatedRows(
  records: readonly SampleRecord[],
  gaps: readonly KeyedGap[],
  stepMs: number,
  write: (t: number, o: number, key: string, w: number) => string,
) {
  // The zone offset of a gap's rows: that of the first record at or after its start.
  const offsetAt = (t: number) => {
    let low = 0;
    let high = records.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((records[mid] as SampleRecord).t < t) low = mid + 1;
      else high = mid;
    }
    return records[low]?.o ?? 0;
  };
  const pending = [...gaps].sort((a, b) => a.from - b.from || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let next = 0;
  let open: { gap: KeyedGap; t: number; o: number }[] = [];
  return (before: number, max: number): { text: string; rows: number } => {
    let text = '';
    let rows = 0;
    while (rows < max) {
      for (; next < pending.length && (pending[next] as KeyedGap).from < before; next++) {
        const gap = pending[next] as KeyedGap;
        open.push({ gap, t: gap.from, o: offsetAt(gap.from) });
        open.sort((a, b) =>
          a.gap.key < b.gap.key ? -1 : a.gap.key > b.gap.key ? 1 : a.gap.from - b.gap.from,
        );
      }
      let t = before;
      for (const at of open) t = Math.min(t, at.t);
      if (t >= before) break;
      for (const at of open)
        if (at.t === t) {
          text += write(t, at.o, at.gap.key, at.gap.w);
          rows++;
          at.t += stepMs;
        }
      open = open.filter((at) => at.t < at.gap.to);
    }
    return { text, rows };
  };
}
