import type { DayBar } from '../../history/day-energy.ts';

export type BarView = 'days' | 'months' | 'years';

/** One drawn bar: slot range on the x axis, energy, recorded share, merged/estimated marks. */
export interface BarItem {
  key: string;
  label: string;
  slot: number;
  span: number;
  wh: number;
  coverage: number;
  merged: boolean;
  bar?: DayBar;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Periods to choose from: months `YYYY-MM` (days view), years `YYYY` (months view), none (years view). */
export function periodsOf(bars: readonly DayBar[], view: BarView): string[] {
  if (view === 'years') return [];
  const length = view === 'days' ? 7 : 4;
  return [...new Set(bars.map((bar) => bar.from.slice(0, length)))].sort();
}

export function barItems(
  bars: readonly DayBar[],
  view: BarView,
  period: string,
): { slots: number; items: BarItem[] } {
  if (view === 'days') {
    const [year, month] = period.split('-').map(Number) as [number, number];
    const items = bars
      .filter((bar) => bar.from.startsWith(period))
      .map((bar) => {
        const slot = Number(bar.from.slice(8)) - 1;
        return {
          key: bar.from,
          label: bar.days > 1 ? `${bar.from} – ${bar.to}` : bar.from,
          slot,
          span: Math.min(bar.days, daysIn(year, month) - slot),
          wh: bar.wh,
          coverage: bar.coverage,
          merged: bar.days > 1,
          bar,
        };
      });
    return { slots: daysIn(year, month), items };
  }
  const keyLength = view === 'months' ? 7 : 4;
  const groups = new Map<string, { wh: number; seen: number; days: number; merged: boolean }>();
  for (const bar of bars) {
    if (view === 'months' && !bar.from.startsWith(period)) continue;
    const key = bar.from.slice(0, keyLength);
    const group = groups.get(key) ?? { wh: 0, seen: 0, days: 0, merged: false };
    group.wh += bar.wh;
    group.seen += bar.coverage * bar.days;
    group.merged ||= bar.to.slice(0, keyLength) !== key;
    groups.set(key, group);
  }
  const keys = [...groups.keys()].sort();
  const first = Number(keys[0] ?? 0);
  const items = keys.map((key) => {
    const group = groups.get(key) ?? { wh: 0, seen: 0, merged: false };
    const [year, month] = key.split('-').map(Number) as [number, number];
    const length = view === 'months' ? daysIn(year, month) : 365;
    return {
      key,
      label: key,
      slot: view === 'months' ? month - 1 : year - first,
      span: 1,
      wh: group.wh,
      coverage: Math.min(1, group.seen / length),
      merged: group.merged,
    };
  });
  return { slots: view === 'months' ? 12 : Math.max(1, keys.length), items };
}
