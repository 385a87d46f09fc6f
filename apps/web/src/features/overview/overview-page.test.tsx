import { acChannel, dcChannel, livedataStatus, liveInverter } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitRequests } from '../../live/limit-requests.ts';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { ASYNC_TIMEOUT_MS } from '../../test-support/async-timeout.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { OverviewPage } from './overview-page.tsx';

function serve(inverters: LiveInverter[], more: Record<string, unknown> = {}) {
  fakeDeviceApi({ 'GET /api/livedata/status': livedataStatus(inverters), ...more });
}

beforeEach(() => {
  livedataStore.set(EMPTY_LIVEDATA);
  limitRequests.set({});
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
  it('lists every inverter by order with its inputs: state text, power, share of peak power, yield', async () => {
    serve([roof, garage]);
    render(<OverviewPage />);
    const table = await screen.findByRole('table', { name: /Every inverter and input/ });
    await within(table).findByRole('rowheader', { name: 'East' });
    const rows = within(table).getAllByRole('row');
    // Sorted by order, whatever order the device listed them in; each input under its inverter,
    // each inverter's state (icon and text) under its name.
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'GarageProducing',
      'East',
      'Input 2',
      'RoofNot reachable',
    ]);
    expect(rows[1]!.textContent).toContain('412 W');
    // The share is a number, its bar only repeats it for the eye.
    expect(rows[2]!.textContent).toContain('50%');
    expect(within(rows[2]!).getByRole('cell', { name: '50%' }).querySelector('meter')?.value).toBe(0.5);
    // An input without configured max power keeps its number and says why no share is shown.
    expect(rows[3]!.textContent).toContain('no peak power set');
    // The summary carries no channel data: no power or yield is made up before the device sends them.
    expect(rows[4]!.textContent).not.toMatch(/\b0 W/);
    expect(within(rows[4]!).getAllByRole('cell', { name: '—' })).toHaveLength(2);
  });

  it('shows each inverter’s limit with this browser’s request state, and the power limiter’s state', async () => {
    limitRequests.set({
      [garage.serial]: { value: 400, relative: false, persistent: false, atMs: Date.now() },
    });
    serve([{ ...garage, limit_relative: 50, limit_absolute: 400 }, roof], {
      'GET /api/limit/status': {
        [garage.serial]: { limit_relative: 50, max_power: 800, limit_set_status: 'Ok' },
      },
      'GET /api/vedirectlivedata/status': {
        vedirect: { full_update: true, instances: {} },
        dpl: { PLSTATE: 2, PLLIMIT: 400 },
      },
      'GET /api/powerlimiter/status': { enabled: false, inverter_serial: '0' },
    });
    render(<OverviewPage />);
    const limits = await screen.findByRole('table', { name: 'Limits' });
    const garageRow = await within(limits).findByRole('row', { name: /^Garage/ });
    await vi.waitFor(
      () => expect(garageRow.textContent).toBe('Garage400 W | 50%Confirmed 50% = 400 W'),
      ASYNC_TIMEOUT_MS,
    );
    // No request from this browser for the roof.
    expect(within(limits).getByRole('row', { name: /^Roof/ }).textContent).toBe('Roof800 W | 100%none');
    const card = screen.getByRole('region', { name: 'Limits' });
    expect(await within(card).findByText(/feeding in solar power only · Limit: 400 W/)).toBeTruthy();
  });
});
