import { FACTORY_SETTINGS, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitRequests } from '../../live/limit-requests.ts';
import { storeUser } from '../../net/session.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { normalInverter } from '../../test-support/normal-inverter.ts';
import { LimitModal } from './limit-modal.tsx';
import { LimitRequestLine } from './limit-request-line.tsx';

const SERIAL = '114183712345';
let limitStatus = 'Pending';

beforeEach(() => {
  limitRequests.set({});
  localStorage.clear();
  limitStatus = 'Pending';
  fakeDeviceApi({
    'GET /api/limit/status': () => ({
      [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: limitStatus },
    }),
    // The factory limiter: off, no inverter chosen.
    'GET /api/powerlimiter/status': FACTORY_SETTINGS.powerlimiter,
    'POST /api/limit/config': SETTINGS_SAVED,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('requested versus confirmed limit', () => {
  it('remembers a sent limit, shows it pending, then confirmed from the live data in % and W', async () => {
    render(<LimitModal serial={SERIAL} onClose={() => {}} onSuccess={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText('Limit type'), 'Absolute (W)');
    await userEvent.type(screen.getByLabelText('New limit'), '400');
    expect(await screen.findByText(/^= 50%/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(limitRequests.get()[SERIAL]).toMatchObject({ value: 400, relative: false, persistent: false });
    expect(JSON.parse(localStorage.getItem('dtu-web.limit-requests')!)[SERIAL].value).toBe(400);

    // The live data still carry the limit from before the request.
    const before = { inverter: normalInverter(SERIAL), receivedAtMs: Date.now() };
    const { rerender } = render(<LimitRequestLine entry={before} governed={false} />);
    const line = await screen.findByText(/^Requested/);
    expect(line.textContent).toMatch(/^Requested 400 W \(non-persistent\), .+ → Pending$/);
    limitStatus = 'Ok';
    rerender(<LimitRequestLine entry={{ ...before }} governed={false} />);
    // Confirmed from the device's answer, not contradicted by the older live data.
    await vi.waitFor(() => expect(line.textContent).toMatch(/→ Confirmed 50% = 400 W$/), { timeout: 5000 });
    // Live data newer than the confirmation tell the current limit: the same, or another one.
    const newer = (limit_relative: number) => ({
      inverter: normalInverter(SERIAL, { limit_relative }),
      receivedAtMs: Date.now() + 1,
    });
    rerender(<LimitRequestLine entry={newer(50)} governed={false} />);
    expect(line.textContent).toMatch(/→ Confirmed 50% = 400 W$/);
    rerender(<LimitRequestLine entry={newer(100)} governed={false} />);
    expect(line.textContent).toMatch(/→ device reports 100% = 800 W: changed elsewhere since$/);
  });

  it('at night a request waits for the inverter, without a retry: the DTU sends it again', async () => {
    limitRequests.set({ [SERIAL]: { value: 50, relative: true, persistent: false, atMs: Date.now() } });
    limitStatus = 'Failure';
    const day = { inverter: normalInverter(SERIAL), receivedAtMs: Date.now() };
    const { rerender } = render(<LimitRequestLine entry={day} governed={false} />);
    // By day the failure is a failure…
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    // …at night the same answer means the inverter sleeps.
    const night = normalInverter(SERIAL, { reachable: false, producing: false });
    rerender(<LimitRequestLine entry={{ ...day, inverter: night }} governed={false} />);
    expect(screen.getByText(/^Requested/).textContent).toMatch(/→ Pending: waits for the inverter to wake$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says why the device reports another limit, and offers a retry after a failure', async () => {
    limitRequests.set({ [SERIAL]: { value: 400, relative: false, persistent: false, atMs: Date.now() } });
    limitStatus = 'Failure';
    render(
      <LimitRequestLine entry={{ inverter: normalInverter(SERIAL), receivedAtMs: 0 }} governed={false} />,
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText(/^Requested/).textContent).toContain('→ Failed');
  });

  it('retries through the command flow: one send per click while sending, and the answer shown', async () => {
    const user = userEvent.setup();
    const atMs = Date.now() - 60_000;
    limitRequests.set({ [SERIAL]: { value: 400, relative: false, persistent: false, atMs } });
    limitStatus = 'Failure';
    // The answer waits until the test sends it.
    let answer: (response: Response) => void = () => {};
    const sent: unknown[] = [];
    const { fetchMock } = fakeDeviceApi({
      'GET /api/limit/status': () => ({
        [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: limitStatus },
      }),
      'GET /api/powerlimiter/status': { enabled: false, inverter_serial: '0' },
    });
    const device = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init = {}) => {
      if (init.method !== 'POST') return device(input, init);
      sent.push(JSON.parse(String((init.body as FormData).get('data'))));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    storeUser({ authdata: 'x' });
    render(
      <LimitRequestLine entry={{ inverter: normalInverter(SERIAL), receivedAtMs: 0 }} governed={false} />,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await user.click(retry);
    await user.click(retry);
    expect(sent).toEqual([{ serial: SERIAL, limit_value: 400, limit_type: 0 }]);
    expect((retry as HTMLButtonElement).disabled).toBe(true);
    answer(
      new Response(JSON.stringify({ type: 'warning', message: 'Invalid inverter provided!', code: 4006 })),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((retry as HTMLButtonElement).disabled).toBe(false);
    // Refused: still the old request.
    expect(limitRequests.get()[SERIAL]?.atMs).toBe(atMs);
  });

  it('warns about the inverter memory when the limit is persistent', async () => {
    render(<LimitModal serial={SERIAL} onClose={() => {}} onSuccess={() => {}} />);
    const persistent = screen.getByLabelText(
      'Keep the limit after the inverter restarts',
    ) as HTMLInputElement;
    const warning = () => screen.queryByText(/wears the inverter’s memory/)?.textContent;
    expect(warning()).toBeUndefined();
    await userEvent.click(persistent);
    expect(persistent.checked).toBe(true);
    expect(warning()).toBe('A persistent limit wears the inverter’s memory: not for regulating.');
    await userEvent.click(persistent);
    expect(warning()).toBeUndefined();
  });
});
