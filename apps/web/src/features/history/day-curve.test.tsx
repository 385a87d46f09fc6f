import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../history/device-time.ts';
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
    gapLines: () => screen.queryAllByText(/estimated$/, { selector: 'p' }).map((line) => line.textContent),
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
    const { cursor, readout, area } = show(recordedDay(key, SERIAL, 'Garage', [GAP]));
    // The legend: the inverter's colour and name, and the hatching of estimates.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '■ Garage',
      ' estimated',
    ]);
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
    expect(gapLines()[0]).toMatch(/^Garage 10:00–11:00: 0\.10\d kWh, ⌀ 10\d W, estimated$/);
  });

  it('lists the quarter hours in its table, none inside the gap', () => {
    show(recordedDay(key, SERIAL, 'Garage', [GAP]));
    const rows = rowTexts(screen.getByRole('table'));
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
    const { cursor, readout, area, hatched, gapLines } = show(recordedDay('2024-03-31', SERIAL, 'Garage'));
    // 02:00–02:59 does not exist that night: no value, no estimate.
    cursor.focus();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}');
    expect(readout()).toBe('02:10 · Garage –');
    expect(area()).toContain('H120V100Z');
    expect(area()).toContain('M180,100');
    expect(hatched()).toEqual([]);
    expect(gapLines()).toEqual([]);
    expect(rowTexts(screen.getByRole('table')).filter((row) => row.startsWith('02:'))).toEqual([]);
  });
});
