import { type ApiResponse, CODE } from '@dtu/contract';
import { deviceAnswer, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowTexts } from '../../test-support/table-rows.ts';
import { DeviceInfoModal } from './device-info-modal.tsx';
import { EventLogModal } from './event-log-modal.tsx';
import { GridProfileModal } from './grid-profile-modal.tsx';
import { LimitModal } from './limit-modal.tsx';

type Route = (init?: RequestInit) => unknown;

function serve(routes: Record<string, unknown | Route>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const route = routes[path.split('?')[0]];
    const body = typeof route === 'function' ? (route as Route)(init) : route;
    return new Response(JSON.stringify(body ?? {}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const SERIAL = '114183712345';

describe('event log modal', () => {
  it('lists events with times as hours, minutes and seconds', async () => {
    const fetchMock = serve({
      '/api/eventlog/status': {
        count: 2,
        events: [
          { message_id: 1, message: 'Inverter start', start_time: 26220, end_time: 0 },
          { message_id: 209, message: 'PV-1: No input', start_time: 3725, end_time: 90061 },
        ],
      },
    });
    render(<EventLogModal serial={SERIAL} onClose={() => {}} />);
    expect(await screen.findByRole('row', { name: '07:17:00 ongoing 1 Inverter start' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '01:02:05 25:01:01 209 PV-1: No input' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/eventlog/status?inv=${SERIAL}&locale=en`);
  });
});

describe('device info modal', () => {
  it('decodes production date and versions', async () => {
    serve({
      '/api/devinfo/status': {
        valid_data: true,
        fw_bootloader_version: 10004,
        fw_build_version: 10018,
        hw_part_number: 269561872,
        hw_version: '01.00',
        hw_model_name: 'HM-800-2T',
        max_power: 800,
        fw_build_datetime: '2020-06-24 16:20:00',
      },
    });
    render(<DeviceInfoModal serial={SERIAL} onClose={() => {}} />);
    expect(await screen.findByRole('row', { name: 'Firmware version 1.0.18' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Bootloader version 1.0.4' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Production year 2022' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Production week 37' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Detected max power 800 W' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Model HM-800-2T' })).toBeTruthy();
    expect(screen.queryByText(/has not sent its device information/)).toBeNull();
  });

  it('shows a notice and no device fields while the data is not valid', async () => {
    serve({ '/api/devinfo/status': { valid_data: false, fw_build_version: 0 } });
    render(<DeviceInfoModal serial={SERIAL} onClose={() => {}} />);
    expect(await screen.findByText(/has not sent its device information/)).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Firmware version/ })).toBeNull();
    expect(screen.getByRole('row', { name: 'Production year 2022' })).toBeTruthy();
  });
});

describe('grid profile modal', () => {
  it('shows sections, booleans as Enabled/Disabled and the raw dump', async () => {
    serve({
      '/api/gridprofile/status': {
        name: 'EU - EN 50549-1',
        version: '2.0.0',
        sections: [
          {
            name: 'Voltage',
            items: [
              { n: 'Active', u: 'bool', v: 1 },
              { n: 'Max', u: 'V', v: 253 },
            ],
          },
        ],
      },
      '/api/gridprofile/rawdata': { raw: [0x0d, 0x00, 0x20, 0xff] },
    });
    render(<GridProfileModal serial={SERIAL} onClose={() => {}} />);
    const section = await screen.findByRole('button', { name: 'Voltage' });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(rowTexts(screen.getByRole('dialog'))).toEqual(['Active Enabled', 'Max 253 V']);
    expect(screen.getByText(/^[0-9a-f]{2}( [0-9a-f]{2})*$/).textContent).toBe('0d 00 20 ff');
  });

  it('says so when all raw bytes are zero', async () => {
    serve({
      '/api/gridprofile/status': { name: 'Unknown', version: '0.0.0', sections: [] },
      '/api/gridprofile/rawdata': { raw: [0, 0] },
    });
    render(<GridProfileModal serial={SERIAL} onClose={() => {}} />);
    // The spinner is a status too; the notice replaces it.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/not sent its grid profile/));
    // Nothing of a profile is shown: no sections, no raw dump.
    expect(screen.queryByText('Unknown')).toBeNull();
    expect(screen.queryByText('00 00')).toBeNull();
  });
});

describe('limit modal', () => {
  function setup(maxPowerW: number, answer: ApiResponse = SETTINGS_SAVED) {
    const posted: unknown[] = [];
    serve({
      '/api/limit/status': {
        [SERIAL]: { limit_relative: 100, max_power: maxPowerW, limit_set_status: 'Pending' },
      },
      '/api/limit/config': (init?: RequestInit) => {
        posted.push(JSON.parse((init!.body as FormData).get('data') as string));
        return answer;
      },
    });
    const onSuccess = vi.fn();
    render(<LimitModal serial={SERIAL} onClose={() => {}} onSuccess={onSuccess} />);
    return { posted, onSuccess };
  }

  it('limits relative values to 0…100 and absolute ones to the max power', async () => {
    setup(800);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Pending')).toBeTruthy();
    const input = within(dialog).getByLabelText('New limit');
    expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual(['0', '100']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Limit type'), 'Absolute (W)');
    expect(input.getAttribute('max')).toBe('800');
  });

  it('falls back to 2250 W when the max power is unknown', async () => {
    setup(0);
    await screen.findByText('Pending');
    await userEvent.selectOptions(screen.getByLabelText('Limit type'), 'Absolute (W)');
    expect(screen.getByLabelText('New limit').getAttribute('max')).toBe('2250');
  });

  it('sends a persistent relative limit as type 257 and reports success', async () => {
    const { posted, onSuccess } = setup(800);
    await userEvent.type(screen.getByLabelText('New limit'), '50');
    await userEvent.click(screen.getByLabelText('Keep the limit after the inverter restarts'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply limit' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(posted).toEqual([{ serial: SERIAL, limit_value: 50, limit_type: 257 }]);
  });

  it('sends a non-persistent absolute limit as type 0 and keeps a warning in the dialog', async () => {
    const { posted, onSuccess } = setup(800, deviceAnswer(CODE.LimitInvalidInverter));
    await userEvent.selectOptions(screen.getByLabelText('Limit type'), 'Absolute (W)');
    await userEvent.type(screen.getByLabelText('New limit'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(posted).toEqual([{ serial: SERIAL, limit_value: 400, limit_type: 0 }]);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
