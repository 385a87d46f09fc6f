import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getHistoryDb } from '../../history/recorder.ts';
import { notifyHistoryChanged, preloadOpenDay } from '../../history/use-history.ts';
import { afterBackgroundHolds } from '../../store/background-gate.ts';
import { recordedDay } from '../../test-support/recorded-day.ts';
import { HistoryPage } from './history-page.tsx';

const SERIAL = '116183712345';

// What this browser recorded in Berlin: the Saturday before the autumn change, and the 25-hour
// Sunday of the change (03:00 CEST → 02:00 CET) with the tab closed from 10:00 to 11:00 CET.
beforeAll(async () => {
  const saturday = recordedDay('2024-10-26', SERIAL, 'Garage');
  const sunday = recordedDay('2024-10-27', SERIAL, 'Garage', [[600, 660]], {
    startTotalWh: saturday.endTotalWh,
  });
  await (await getHistoryDb()).write({
    min: [...saturday.records, ...sunday.records],
    day: [saturday.day, sunday.day],
  });
});

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('history page', () => {
  it('shows the latest recorded day, its gap at the local hour, and the energy of both days', async () => {
    render(<HistoryPage />);
    const cursor = await screen.findByRole('slider', { name: 'Time cursor' });
    expect(screen.getByRole('status').textContent).toMatch(/^Not recording: device clock not set · /);
    const day = within(card('Power')).getByLabelText('Days') as HTMLSelectElement;
    const options = () => Array.from(day.options, (option) => option.value);
    expect(options()).toEqual(['2024-10-27']);
    expect(day.value).toBe('2024-10-27');
    // The day's samples arrive after the day list (until then the curve has none); the list
    // offers the day shown until the curve is there, then every day.
    await waitFor(() => expect(cursor.getAttribute('aria-valuetext')).toBe('12:00 · Garage 125 W'));
    await waitFor(() => expect(options()).toEqual(['2024-10-26', '2024-10-27']));
    expect(day.value).toBe('2024-10-27');
    const gaps = within(card('Power')).getByRole('list', { name: 'Gaps' });
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([expect.stringMatching(/^10:00–11:00 · Garage: ~0\.10\d kWh estimated$/)]);
    // The Saturday closed exactly by the Sunday's counter; the 25-hour Sunday so far. Every
    // day's summary is read after the chosen day's curve, so its card comes later.
    await screen.findByRole('heading', { name: 'Energy' });
    const energy = within(card('Energy')).getByRole('table', { name: 'Days' });
    expect(
      within(energy)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2024-10-26', '2024-10-27']);
    expect(within(energy).getAllByRole('row')[1]?.textContent).toBe('2024-10-262.880 kWh100%exact');
  });

  it('shows another day on request, without the gap of the first', async () => {
    const user = userEvent.setup();
    render(<HistoryPage />);
    await screen.findByRole('heading', { name: 'Power' });
    await within(card('Power')).findByRole('list', { name: 'Gaps' });
    // The other days are offered once the first day's curve is there.
    await within(card('Power')).findByRole('option', { name: '2024-10-26' });
    await user.selectOptions(within(card('Power')).getByLabelText('Days'), '2024-10-26');
    // The Saturday's samples replace the Sunday's: no gap any more, the same noon.
    await waitFor(() => expect(within(card('Power')).queryByRole('list', { name: 'Gaps' })).toBeNull());
    expect(screen.getByRole('slider', { name: 'Time cursor' }).getAttribute('aria-valuetext')).toBe(
      '12:00 · Garage 125 W',
    );
  });

  it('opens the day from its own summary and samples, and reads the other days only after', async () => {
    const db = await getHistoryDb();
    const { days, samples, newestDay } = db;
    const reads: string[] = [];
    db.newestDay = () => {
      reads.push('newest day');
      return newestDay?.() ?? Promise.resolve(undefined);
    };
    db.days = (fromD, toD, limit) => {
      reads.push(toD === undefined ? 'every day' : `day ${fromD}…${toD}`);
      return days(fromD, toD, limit);
    };
    db.samples = (store, fromT, toT, limit, lazy) => {
      reads.push(`${store} samples`);
      return samples(store, fromT, toT, limit, lazy);
    };
    try {
      // Whole reads, as on a fresh page.
      notifyHistoryChanged();
      render(<HistoryPage />);
      await screen.findByRole('heading', { name: 'Export' });
      // The newest summary (read with the list of days, not after it), then that day's samples.
      expect(reads.slice(0, 2)).toEqual(['newest day', 'min samples']);
      expect(reads.indexOf('every day')).toBeGreaterThan(reads.indexOf('min samples'));
    } finally {
      Object.assign(db, { days, samples, newestDay });
    }
  });

  it('holds the background work (recorder, alerts) back from the start until its curve is drawn', async () => {
    // As `main.tsx` opens `/history`: the day's reads and the hold before the first render.
    preloadOpenDay();
    const started = vi.fn();
    afterBackgroundHolds(started);
    render(<HistoryPage />);
    await screen.findByRole('slider', { name: 'Time cursor' });
    expect(started).not.toHaveBeenCalled();
    // A frame and a task after the curve (well before the hold's own end after seconds).
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1), { timeout: 1_000 });
  });
});
