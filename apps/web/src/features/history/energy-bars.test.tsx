import { dayBars } from '@dtu/recording';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordedDays } from '../../test-support/recorded-day.ts';
import { rowTexts } from '../../test-support/table-rows.ts';
import { EnergyBars } from './energy-bars.tsx';

const SERIAL = '116183712345';

// Recorded in Berlin: the days around the spring change (31 March has 23 hours), then 1 April,
// two days with the browser closed, and 4 April.
const DAYS = recordedDays(['2024-03-30', '2024-03-31', '2024-04-01', '2024-04-04'], SERIAL, 'Garage');

function show() {
  render(<EnergyBars bars={dayBars(DAYS)} />);
  const panel = () => screen.getByRole('tabpanel');
  return {
    panel,
    table: () => within(panel()).getByRole('table'),
    /** The drawn bars: hatched (merged, estimated) or plain. */
    bars: () =>
      Array.from(panel().querySelectorAll('svg rect'), (bar) =>
        bar.getAttribute('fill') === 'url(#history-hatch)' ? 'hatched' : 'plain',
      ),
    /** The value axis as drawn: its unit, then the tick labels from 0 up. */
    axis: () => [
      within(panel()).getByText('kWh').textContent,
      ...Array.from(panel().querySelectorAll('[data-axis="value"] span'), (tick) => tick.textContent),
    ],
    /** The labels under the bars, and those shown from the small breakpoint up only. */
    dates: () =>
      Array.from(panel().querySelectorAll('[data-axis="time"] span'), (label) => label.textContent),
    wideOnly: () =>
      Array.from(panel().querySelectorAll('[data-axis="time"] span.d-none'), (label) => label.textContent),
  };
}

describe('energy bars', () => {
  it('offers days, months and years as tabs, the days of the latest month first', () => {
    const { table, bars } = show();
    const tabs = within(screen.getByRole('tablist', { name: 'Energy' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Days', 'true'],
      ['Months', 'false'],
      ['Years', 'false'],
    ]);
    const period = screen.getByLabelText('Period') as HTMLSelectElement;
    expect(Array.from(period.options, (option) => option.value)).toEqual(['2024-03', '2024-04']);
    expect(period.value).toBe('2024-04');
    expect(table().getAttribute('aria-label')).toBe('Days');
    // A day closed by its own counter, the two unrecorded days merged into one estimate (their
    // energy from the counters around them), the last day so far.
    expect(rowTexts(table())).toEqual([
      '2024-04-01 2.880 kWh 100% day counter',
      '2024-04-02 – 2024-04-03 2 days: 5.760 kWh 0% estimated',
      '2024-04-04 2.880 kWh 100% day counter',
    ]);
    expect(bars()).toEqual(['plain', 'hatched', 'plain']);
    expect(screen.getByText('Pale: partly recorded, hatched: merged')).toBeTruthy();
  });

  it('gives the 23-hour day of the spring change its exact energy', async () => {
    const user = userEvent.setup();
    const { table } = show();
    await user.selectOptions(screen.getByLabelText('Period'), '2024-03');
    const [before, change] = rowTexts(table());
    expect(before).toBe('2024-03-30 2.880 kWh 100% exact');
    // One hour less of sun-independent test power: 2880 Wh − 25 Wh.
    expect(change?.startsWith('2024-03-31 2.855 kWh ')).toBe(true);
    expect(change?.endsWith(' exact')).toBe(true);
  });

  // Known bug, kept as a test that fails until it is fixed: `dayBars` takes a day's coverage as
  // its observed minutes over 1440 (`history/day-energy.ts`, `record.cov / 1440`), so a fully
  // recorded 23-hour day shows 96 % recorded (and a 25-hour one would exceed 100 % but is clamped).
  it('shows a fully recorded 23-hour day as 100 % recorded', async () => {
    const user = userEvent.setup();
    const { table } = show();
    await user.selectOptions(screen.getByLabelText('Period'), '2024-03');
    expect(rowTexts(table())[1]).toBe('2024-03-31 2.855 kWh 100% exact');
  });

  it('sums months and years, with the share of their days that was recorded', async () => {
    const user = userEvent.setup();
    const { table } = show();
    await user.click(screen.getByRole('tab', { name: 'Months' }));
    expect(table().getAttribute('aria-label')).toBe('Months');
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('2024');
    // March: 2880 + 2855 Wh, 2 of 31 days recorded; April: 2 of 30 days and the estimate between.
    expect(rowTexts(table())).toEqual(['2024-03 5.735 kWh 6% exact', '2024-04 11.520 kWh 7% exact']);
    await user.click(screen.getByRole('tab', { name: 'Years' }));
    expect(screen.queryByLabelText('Period')).toBeNull();
    expect(rowTexts(table())).toEqual(['2024 17.255 kWh 1% exact']);
  });

  it('draws a kWh axis with round ticks and thinned dates under the bars', async () => {
    const user = userEvent.setup();
    const { axis, dates, wideOnly } = show();
    // 2.88 kWh a day at most (the merged bar shows its daily mean).
    expect(axis()).toEqual(['kWh', '0', '1', '2', '3']);
    expect(dates()).toEqual(['1', '5', '10', '15', '20', '25', '30']);
    await user.click(screen.getByRole('tab', { name: 'Months' }));
    expect(axis()).toEqual(['kWh', '0', '5', '10', '15']);
    expect(dates()).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    // Every other month on phones.
    expect(wideOnly()).toEqual(['Feb', 'Apr', 'Jun', 'Aug', 'Oct', 'Dec']);
    await user.click(screen.getByRole('tab', { name: 'Years' }));
    expect(dates()).toEqual(['2024']);
  });

  it('announces and shows the focused bar: date, energy and source, arrows move between bars', async () => {
    const user = userEvent.setup();
    const { panel } = show();
    const bars = within(panel()).getByRole('listbox', { name: 'Energy per day' });
    // One Tab stop: the latest bar.
    const options = within(bars).getAllByRole('option');
    expect(options.map((option) => option.tabIndex)).toEqual([-1, -1, 0]);
    (screen.getByLabelText('Period') as HTMLSelectElement).focus();
    await user.tab();
    expect(document.activeElement).toBe(options[2]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2024-04-04: 2.880 kWh, day counter');
    expect(within(panel()).getByText('2024-04-04: 2.880 kWh, day counter', { selector: 'p' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '2024-04-02 – 2024-04-03: 2 days: 5.760 kWh, estimated',
    );
    expect(within(bars).getByRole('option', { selected: true })).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2024-04-01: 2.880 kWh, day counter');
    expect(within(panel()).getByText('2024-04-01: 2.880 kWh, day counter', { selector: 'p' })).toBeTruthy();
  });

  it('shows the value of the bar under the pointer', async () => {
    const user = userEvent.setup();
    const { panel } = show();
    const bars = within(panel()).getByRole('listbox', { name: 'Energy per day' });
    const [first] = within(bars).getAllByRole('option');
    await user.hover(first as HTMLElement);
    expect(within(panel()).getByText('2024-04-01: 2.880 kWh, day counter', { selector: 'p' })).toBeTruthy();
  });
});
