import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../live/fake-socket.ts';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { acChannel, dcChannel, liveInverter } from '../../test-support/live-fixtures.ts';
import { OverviewPage } from './overview-page.tsx';

function serve(inverters: LiveInverter[]) {
  fakeDeviceApi({ 'GET /api/livedata/status': { inverters } });
}

beforeEach(() => {
  livedataStore.set(EMPTY_LIVEDATA);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

const garage = liveInverter('116183712345', {
  name: 'Garage',
  order: 0,
  AC: { '0': acChannel(412) },
  DC: { '0': dcChannel('East', 205, 410), '1': dcChannel('', 120) },
});
const roof = liveInverter('114183712345', { name: 'Roof', order: 1, reachable: false, producing: false });

describe('overview page', () => {
  it('shows every inverter by order with state text, power and each input’s share of its peak power', async () => {
    serve([roof, garage]);
    render(<OverviewPage />);
    const cards = [
      await screen.findByRole('region', { name: 'Garage' }),
      screen.getByRole('region', { name: 'Roof' }),
    ];
    // Sorted by order, whatever order the device listed them in.
    expect(cards[0]!.compareDocumentPosition(cards[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = within(cards[0]!);
    expect(first.getByText('Producing')).toBeTruthy();
    expect(first.getByText('412 W')).toBeTruthy();
    expect(first.getByText('East')).toBeTruthy();
    expect(first.getByText('50% of peak power')).toBeTruthy();
    // An input without configured max power keeps its number and says why no share is shown.
    expect(first.getByText('Input 2')).toBeTruthy();
    expect(first.getByText('no peak power set')).toBeTruthy();
    expect(within(cards[1]!).getByText('Not reachable')).toBeTruthy();
    // The summary carries no channel data: no power or yield is made up before the device sends them.
    expect(within(cards[1]!).queryByText(/^0 W$/)).toBeNull();
    expect(within(cards[1]!).getByText('—')).toBeTruthy();
    expect(within(cards[1]!).getByText('Yield today: —')).toBeTruthy();
  });

  it('offers the same figures as a table with a caption and row headers', async () => {
    serve([garage]);
    render(<OverviewPage />);
    await userEvent.click(await screen.findByText('Table'));
    const table = screen.getByRole('table', { name: /Every inverter and input/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'Garage',
      'East',
      'Input 2',
    ]);
    expect(rows[2]!.textContent).toContain('50%');
  });
});
