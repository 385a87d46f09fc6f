import { deviceAnswer2026, liveInverter, liveInverter2026 } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { removeUser, storeUser } from '../../net/session.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { rowTexts } from '../../test-support/table-rows.ts';
import { InverterPanel } from './inverter-panel.tsx';

const SERIAL = '114183712345';

function show(inverter: LiveInverter) {
  livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter] }, Date.now()));
  return render(<InverterPanel serial={inverter.serial} />);
}

beforeEach(() => livedataStore.set(EMPTY_LIVEDATA));
afterEach(() => {
  removeUser();
  vi.unstubAllGlobals();
});

describe('radio statistics of an inverter (2026 generations)', () => {
  it('has no radio button where the livedata has no statistics (2024.05.03)', () => {
    show(liveInverter(SERIAL));
    expect(screen.getByRole('button', { name: 'Inverter info' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Radio statistics' })).toBeNull();
  });

  it('shows the counters, and resets them for the logged-in owner', async () => {
    storeUser({ authdata: 'x' });
    const user = userEvent.setup();
    const api = fakeDeviceApi({
      [`GET /api/inverter/stats_reset?inv=${SERIAL}`]: deviceAnswer2026(4010),
    });
    show(liveInverter2026(SERIAL));
    await user.click(screen.getByRole('button', { name: 'Radio statistics' }));
    const dialog = screen.getByRole('dialog', { name: 'Radio statistics' });
    expect(rowTexts(dialog)).toEqual([
      'Requests sent 1,200',
      'Requests repeated 31',
      'Complete answers 1,150',
      'No answer 40',
      'Incomplete answers 8',
      'Corrupted answers 2',
      'Answered completely 96%',
      'Signal strength (RSSI) -71 dBm',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset statistics' }));
    expect(await screen.findByText('Radio statistics reset.')).toBeTruthy();
    const resets = api.fetchMock.mock.calls.filter(([url]) => String(url).includes('stats_reset'));
    expect(resets).toHaveLength(1);
  });

  it('offers the reset only after logging in', async () => {
    const user = userEvent.setup();
    show(liveInverter2026(SERIAL));
    await user.click(screen.getByRole('button', { name: 'Radio statistics' }));
    expect(screen.getByRole('button', { name: 'Reset statistics' })).toHaveProperty('disabled', true);
  });
});
