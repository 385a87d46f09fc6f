import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { getHistoryDb } from '../../history/recorder.ts';
import { notifyHistoryChanged } from '../../history/use-history.ts';
import { recordedDay } from '../../test-support/recorded-day.ts';
import { HistoryPage } from './history-page.tsx';

it('keeps the export card (and an import’s answer) while the first imported day loads', async () => {
  render(<HistoryPage />);
  const exportCard = await screen.findByRole('heading', { name: 'Export' });
  expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
  // What an import into the empty history does: days stored, then the views told.
  const day = recordedDay('2024-10-26', '116183712345', 'Garage');
  await act(async () => {
    await (await getHistoryDb()).write({ min: day.records, day: [day.day] });
    notifyHistoryChanged();
  });
  await screen.findByRole('slider', { name: 'Time cursor' });
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Energy' })).toBeTruthy());
  expect(screen.getByRole('heading', { name: 'Export' })).toBe(exportCard);
});
