import type { DayBar } from '@dtu/recording';

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

/**
 * The bars of a view: in the days view one per day bar (a merged bar spans its days), in the
 * months and years views one per month or year of the period, summing its day bars. The day
 * bars come oldest first, so the items do too.
 */
export function barItems(
  bars: readonly DayBar[],
  view: BarView,
  period: string,
): { slots: number; items: BarItem[] } {
  const days = view === 'days';
  const months = view === 'months';
  const length = days ? 10 : months ? 7 : 4;
  const [year = 0, month = 0] = period.split('-').map(Number);
  const groups = new Map<string, BarItem>();
  for (const bar of bars) {
    if (!bar.from.startsWith(period)) continue;
    const key = bar.from.slice(0, length);
    const [y = 0, m = 0, d = 0] = key.split('-').map(Number);
    const item = groups.get(key) ?? {
      key,
      label: key,
      slot: days ? d - 1 : months ? m - 1 : y,
      span: 1,
      wh: 0,
      coverage: 0,
      merged: false,
    };
    item.wh += bar.wh;
    // Observed days over the slot's days.
    item.coverage += (bar.coverage * bar.days) / (days ? bar.days : months ? daysIn(y, m) : 365);
    item.merged ||= bar.to.slice(0, length) !== key;
    if (days) {
      item.bar = bar;
      item.span = Math.min(bar.days, daysIn(year, month) - item.slot);
      if (item.merged) item.label = `${bar.from} – ${bar.to}`;
    }
    groups.set(key, item);
  }
  const items = [...groups.values()];
  const first = items[0]?.slot ?? 0;
  for (const item of items) {
    item.coverage = Math.min(1, item.coverage);
    if (!days && !months) item.slot -= first;
  }
  return { slots: days ? daysIn(year, month) : months ? 12 : (items.at(-1)?.slot ?? 0) + 1, items };
}

/** A label under the bars at `slot`; `wide` ones show from the small breakpoint up only. */
export interface SlotLabel {
  slot: number;
  text: string;
  wide?: boolean;
}

/**
 * The labels under the bars, thinned so they never crowd: days 1, 5, 10, … of the month, every
 * month's name (every other one on phones), at most six years.
 */
export function slotLabels(
  view: BarView,
  slots: number,
  items: readonly BarItem[],
  months: readonly string[],
) {
  if (view === 'days')
    return Array.from({ length: slots }, (_, slot): SlotLabel => ({ slot, text: String(slot + 1) })).filter(
      ({ slot }) => slot === 0 || (slot + 1) % 5 === 0,
    );
  if (view === 'months')
    return months.map((text, slot): SlotLabel => (slot % 2 ? { slot, text, wide: true } : { slot, text }));
  const first = Number(items[0]?.key ?? 0);
  const every = Math.ceil(slots / 6);
  return Array.from({ length: slots }, (_, slot): SlotLabel => ({ slot, text: String(first + slot) })).filter(
    ({ slot }) => slot % every === 0,
  );
}
