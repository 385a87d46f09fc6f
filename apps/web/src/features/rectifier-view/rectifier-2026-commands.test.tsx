import { gridChargerLive2026 } from '@dtu/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { livedataStore } from '../../live/livedata.ts';
import { EMPTY_LIVEDATA, mergeLivedata } from '../../live/merge-livedata.ts';
import { encodeCredentials, storeUser } from '../../net/session.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { fakeSocketsPerTest } from '../../test-support/fake-sockets.ts';
import { RectifierView } from './rectifier-view.tsx';

fakeSocketsPerTest();
beforeEach(() => {
  storeUser({ authdata: encodeCredentials('admin', 'openDTU42') });
  livedataStore.set({
    ...mergeLivedata(EMPTY_LIVEDATA, { gridcharger: { enabled: true } }, 0),
    loaded: true,
  });
});
afterEach(() => localStorage.clear());

/** The 2026.03.31 grid charger view, with the device's answers to its two commands. */
async function show(limitAnswer: object, powerAnswer: object = {}) {
  const api = fakeDeviceApi({
    'GET /api/gridchargerlivedata/status': gridChargerLive2026(),
    'POST /api/gridcharger/limit': limitAnswer,
    'POST /api/gridcharger/power': powerAnswer,
  });
  render(<RectifierView />);
  await screen.findByText('Charging');
  return { api, user: userEvent.setup() };
}

describe('grid charger commands on OnBattery 2026.03.31', () => {
  it('posts only the ticked online set point to /api/gridcharger/limit, within the Huawei ranges', async () => {
    const { api, user } = await show({ type: 'success', message: 'Limits applied!', code: 1001 });
    await user.click(screen.getByRole('button', { name: 'Limit settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Applies to')).toBeNull();
    await user.click(within(dialog).getByLabelText('Set the voltage'));
    const voltage = within(dialog).getByLabelText('Target voltage');
    expect(voltage.getAttribute('min')).toBe('41');
    expect(voltage.getAttribute('max')).toBe('58.6');
    expect(within(dialog).getByLabelText('Target current').getAttribute('max')).toBe('84');
    await user.clear(voltage);
    await user.type(voltage, '52.5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(api.posts).toEqual([{ path: '/api/gridcharger/limit', data: { voltage: 52.5 } }]);
    expect(await screen.findByText('Limits applied!')).toBeTruthy();
  });

  it('says a refused current in its own words (1003 with its range)', async () => {
    const { user } = await show({
      type: 'warning',
      message: 'current out of range [0.00, 84.00]',
      code: 1003,
      param: { min: 0, max: 84 },
    });
    await user.click(screen.getByRole('button', { name: 'Limit settings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Set the current'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('The value must lie between 0 and 84.')).toBeTruthy();
  });

  it('stops a charging rectifier through /api/gridcharger/power and names a refusal', async () => {
    const { api, user } = await show(
      {},
      { type: 'warning', message: 'Current provider does not support this feature!', code: 1002 },
    );
    await user.click(screen.getByRole('button', { name: 'Stop charging' }));
    expect(await screen.findByText('Only a Huawei charger takes this command.')).toBeTruthy();
    expect(api.posts).toEqual([{ path: '/api/gridcharger/power', data: { power: false } }]);
  });
});
