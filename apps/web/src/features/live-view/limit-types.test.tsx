import type { Generation } from '@dtu/contract';
import { SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { LimitModal } from './limit-modal.tsx';

const SERIAL = '114183712345';

async function sendLimit(
  generation: Generation,
  { persistent, absolute }: { persistent: boolean; absolute?: boolean },
) {
  runFirmware(generation);
  const api = fakeDeviceApi({
    'GET /api/limit/status': { [SERIAL]: { limit_relative: 100, max_power: 800, limit_set_status: 'Ok' } },
    'POST /api/limit/config': SETTINGS_SAVED,
  });
  const onSuccess = vi.fn();
  render(<LimitModal serial={SERIAL} onClose={() => {}} onSuccess={onSuccess} />);
  if (absolute) await userEvent.selectOptions(screen.getByLabelText('Limit type'), 'Absolute (W)');
  await userEvent.type(screen.getByLabelText('New limit'), '50');
  if (persistent) await userEvent.click(screen.getByLabelText('Keep the limit after the inverter restarts'));
  await userEvent.click(screen.getByRole('button', { name: 'Apply limit' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  return api.posts.map((post) => (post.data as { limit_type: number }).limit_type);
}

afterEach(() => vi.unstubAllGlobals());

describe('limit types per firmware generation', () => {
  it('sends persistent limits as 2/3 on the 2026 generations (256/257 are refused there)', async () => {
    expect(await sendLimit('onbattery-2026.03.31', { persistent: true })).toEqual([3]);
  });

  it('sends an absolute persistent limit as 2 on OpenDTU v26.3.30', async () => {
    expect(await sendLimit('opendtu-v26.3.30', { persistent: true, absolute: true })).toEqual([2]);
  });

  it('keeps temporary limits 0/1 on the 2026 generations', async () => {
    expect(await sendLimit('onbattery-2026.03.31', { persistent: false })).toEqual([1]);
  });

  it('offers an unknown firmware temporary limits only', async () => {
    runFirmware('unknown');
    fakeDeviceApi({ 'GET /api/limit/status': {} });
    render(<LimitModal serial={SERIAL} onClose={() => {}} onSuccess={() => {}} />);
    expect(screen.getByText(/Only temporary limits/)).toBeTruthy();
    expect(screen.queryByLabelText('Keep the limit after the inverter restarts')).toBeNull();
    cleanup();
    expect(await sendLimit('unknown', { persistent: false, absolute: true })).toEqual([0]);
  });
});
