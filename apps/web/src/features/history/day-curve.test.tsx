import { MINUTE_MS } from '@dtu/recording';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedDay, recordedDay } from '../../test-support/recorded-day.ts';
import { rowTexts } from '../../test-support/table-rows.ts';
import { DayCurve } from './day-curve.tsx';

const SERIAL = '116183712345';
/** The browser was away from 10:00 to 11:00 local time. */
const GAP: [number, number] = [600, 660];

function show({ day, records }: RecordedDay) {
  render(<DayCurve day={day} records={records} step={MINUTE_MS} />);
  const cursor = screen.getByRole('slider', { name: 'Time cursor' });
  return {
    cursor,
    readout: () => cursor.getAttribute('aria-valuetext'),
    /** The stacked area of the one inverter, as drawn (x = minute of the local day). */
    area: () => cursor.querySelector('path[fill]')?.getAttribute('d') ?? '',
    /** The hatched estimates of missing stretches: [x, width] in minutes of the local day. */
    hatched: () =>
      Array.from(cursor.querySelectorAll('rect'), (rect) => [
        Number(rect.getAttribute('x')),
        Number(rect.getAttribute('width')),
      ]),
    /** The gap lines under the chart. */
    gapLines: () => {
      const list = screen.queryByRole('list', { name: 'Gaps' });
      return list
        ? within(list)
            .getAllByRole('listitem')
            .map((line) => line.textContent)
        : [];
    },
    /** The legend's entries as the user reads them. */
    legend: () =>
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    /** The table's rows, once unfolded as a user does (folded, its rows are not built). */
    tableRows: async () => {
      await userEvent.click(screen.getByText('Table'));
      return rowTexts(await screen.findByRole('table'));
    },
    /** The value axis: its unit and tick labels, bottom first. */
    axis: () => [
      screen.getByText(/^(W|kWh)$/).textContent,
      ...Array.from(document.querySelectorAll('[data-axis="value"] span'), (tick) => tick.textContent),
    ],
  };
}

// Three days in Berlin: an ordinary summer day, the 23-hour day of the spring change (02:00 CET
// → 03:00 CEST) and the 25-hour day of the autumn change (03:00 CEST → 02:00 CET). On each the
// curve, the cursor, the table and the gap must sit at the local wall-clock hours.
describe.each([
  ['2024-06-21', 'a 24-hour day', 1440],
  ['2024-03-31', 'the 23-hour day', 1380],
  ['2024-10-27', 'the 25-hour day', 1500],
])('day curve on %s (%s)', (key, _, minutes) => {
  it('records every minute of the local day', () => {
    // Guards the test data: the zone really changes its offset on the DST days.
    expect(recordedDay(key, SERIAL, 'Garage').records).toHaveLength(minutes);
  });

  it('shows the power at the cursor at the local hour, the legend and the curve', async () => {
    const user = userEvent.setup();
    const { cursor, readout, area, legend, axis } = show(recordedDay(key, SERIAL, 'Garage', [GAP]));
    // The legend: the inverter's colour and name, and the hatching of estimates.
    expect(legend()).toEqual(['■ Garage', ' estimated']);
    // Up to 235 W at 23:00: a W axis in round hundreds.
    expect(axis()).toEqual(['W', '0', '100', '200', '300']);
    // The cursor starts at noon; 5 W + 10 W per local hour.
    expect(cursor.getAttribute('aria-valuenow')).toBe('720');
    expect(readout()).toBe('12:00 · Garage 125 W');
    // Keys only: jsdom lays nothing out, so a pointer position means nothing here.
    cursor.focus();
    await user.keyboard('{Home}');
    expect(readout()).toBe('00:00 · Garage 5 W');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(readout()).toBe('01:00 · Garage 15 W');
    await user.keyboard('{End}');
    expect(readout()).toBe('23:59 · Garage 235 W');
    // One area from midnight, interrupted by the gap only (and by the hour the spring change skips).
    const runs = area().match(/M\d+/g);
    expect(runs?.[0]).toBe('M0');
    expect(area()).toContain('H600V100Z');
    expect(area()).toContain('M660,100');
  });

  it('marks the gap at its local hours, in the chart and in words', () => {
    const { hatched, gapLines } = show(recordedDay(key, SERIAL, 'Garage', [GAP]));
    expect(hatched()).toEqual([[600, 60]]);
    expect(gapLines()).toHaveLength(1);
    expect(gapLines()[0]).toMatch(/^10:00–11:00 · Garage: ~0\.10\d kWh estimated$/);
  });

  it('lists the quarter hours in its table, none inside the gap', async () => {
    const { tableRows } = show(recordedDay(key, SERIAL, 'Garage', [GAP]));
    // Folded, the table has no rows yet: a day opens without building them.
    expect(screen.queryAllByRole('row').filter((row) => row.closest('tbody'))).toEqual([]);
    const rows = await tableRows();
    expect(rows).toContain('09:45 95 W');
    expect(rows).not.toContain('10:00 105 W');
    expect(rows.filter((row) => row.startsWith('10:'))).toEqual([]);
    expect(rows).toContain('11:00 115 W');
    expect(rows.at(-1)).toBe('23:45 235 W');
  });
});

describe('day curve on the day of the spring change', () => {
  it('leaves the skipped hour empty without calling it a gap', async () => {
    const user = userEvent.setup();
    const { cursor, readout, area, hatched, gapLines, tableRows } = show(
      recordedDay('2024-03-31', SERIAL, 'Garage'),
    );
    // 02:00–02:59 does not exist that night: no value, no estimate.
    cursor.focus();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}');
    expect(readout()).toBe('02:10 · Garage –');
    expect(area()).toContain('H120V100Z');
    expect(area()).toContain('M180,100');
    expect(hatched()).toEqual([]);
    expect(gapLines()).toEqual([]);
    expect((await tableRows()).filter((row) => row.startsWith('02:'))).toEqual([]);
  });
});

/** Several inverters recorded together on one day, each with its own gaps. */
function site(key: string, inverters: readonly [name: string, gaps: [number, number][]][]): RecordedDay {
  const days = inverters.map(([name, gaps], i) => recordedDay(key, `11618371234${i}`, name, gaps));
  const times = [...new Set(days.flatMap(({ records }) => records.map((record) => record.t)))].sort(
    (a, b) => a - b,
  );
  const records = times.map((t) => {
    const samples = days.flatMap(({ records }) => records.filter((record) => record.t === t));
    return {
      ...(samples[0] as RecordedDay['records'][number]),
      s: Object.assign({}, ...samples.map((r) => r.s)),
    };
  });
  const first = days[0] as RecordedDay;
  return {
    day: { ...first.day, inv: Object.assign({}, ...days.map(({ day }) => day.inv)) },
    records,
    endTotalWh: first.endTotalWh,
  };
}

describe('day curve of several inverters', () => {
  it('lists one line per gap, naming every inverter missing in it with their summed energy', () => {
    const { gapLines } = show(
      site('2024-06-21', [
        ['House roof', [GAP]],
        ['Barn', [GAP, [900, 930]]],
        ['Garage', []],
      ]),
    );
    expect(gapLines()).toHaveLength(2);
    // Two hours of about 105 W each: about 0.21 kWh.
    expect(gapLines()[0]).toMatch(/^10:00–11:00 · House roof, Barn: ~0\.21\d kWh estimated$/);
    // Half an hour of 155 W, counted up to the next sample: about 0.08 kWh.
    expect(gapLines()[1]).toMatch(/^15:00–15:30 · Barn: ~0\.08\d kWh estimated$/);
  });

  it('folds the legend beyond six series and scales the axis to the stacked power', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const { legend, axis } = show(
      site(
        '2024-06-21',
        names.map((name) => [name, []]),
      ),
    );
    expect(legend()).toEqual(['■ A', '■ B', '■ C', '■ D', '■ E']);
    expect(screen.getByText('+3 more').tagName).toBe('SUMMARY');
    // Eight times 235 W at 23:00: 1880 W.
    expect(axis()).toEqual(['W', '0', '500', '1,000', '1,500', '2,000']);
  });
});

describe('day curve on a phone', () => {
  it('draws at most one step per pixel of the window, the gap still at its hours', () => {
    const recorded = recordedDay('2024-06-21', SERIAL, 'Garage', [GAP]);
    // A power that changes every minute, so no two steps in a row are equal.
    const records = recorded.records.map((record, i) => {
      const series = Float64Array.from(record.s[`i:${SERIAL}`] ?? []);
      series[0] = 100 + (i % 7) * 10;
      return { ...record, s: { ...record.s, [`i:${SERIAL}`]: series } };
    });
    const steps = () => {
      const { area } = show({ ...recorded, records });
      const xs = (area().match(/[HM]\d+/g) ?? []).map((command) => Number(command.slice(1)));
      const path = area();
      cleanup();
      return { xs, path };
    };
    const width = vi.spyOn(globalThis, 'innerWidth', 'get').mockReturnValue(1920);
    try {
      expect(steps().xs.length).toBeGreaterThan(1380);
      // A window narrower than the day's minutes: two minutes a step.
      width.mockReturnValue(1280);
      const laptop = steps();
      expect(laptop.xs.length).toBeLessThanOrEqual(720 + 2);
      expect(laptop.xs.length).toBeGreaterThan(690);
      expect(laptop.xs.every((x) => x % 2 === 0)).toBe(true);
      width.mockReturnValue(360);
      const phone = steps();
      expect(phone.xs.length).toBeLessThanOrEqual(360 + 2);
      expect(phone.xs.every((x) => x % 4 === 0)).toBe(true);
      expect(phone.path).toContain('H600V100Z');
      expect(phone.path).toContain('M660,100');
    } finally {
      width.mockRestore();
    }
  });
});
