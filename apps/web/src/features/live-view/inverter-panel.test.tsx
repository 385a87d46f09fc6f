import { LIMITER_POWER_SOURCE } from '@dtu/contract';
import {
  dcChannel,
  detailedInverter,
  LIMITER_2026_SERIALS,
  liveInverter,
  powerLimiter2026,
} from '@dtu/contract/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../i18n/locale-store.ts';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { rowTexts } from '../../test-support/table-rows.ts';
import { InverterPanel } from './inverter-panel.tsx';

function show(inverter: LiveInverter, receivedAtMs = Date.now()) {
  livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter] }, receivedAtMs));
  return render(<InverterPanel serial={inverter.serial} />);
}

/** The channel cards in page order, by their accessible names. */
const regionNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

/** One channel card's rows as the user reads them: property, value and unit. */
const valueRows = (name: string) => rowTexts(screen.getByRole('region', { name }));

const header = () => screen.getByRole('heading', { level: 2 }).closest('.card-header') as HTMLElement;

beforeEach(() => livedataStore.set(EMPTY_LIVEDATA));
afterEach(() => vi.useRealTimers());

describe('inverter panel of an inverter the power limiter drives', () => {
  it('2026.03.31: says for each of several governed inverters where its power comes from', async () => {
    runFirmware('onbattery-2026.03.31');
    const status = powerLimiter2026();
    status.inverters[1] = {
      ...status.inverters[1]!,
      is_governed: true,
      power_source: LIMITER_POWER_SOURCE.Solar,
    };
    fakeDeviceApi({ 'GET /api/powerlimiter/status': status });
    const inverters = [
      liveInverter(LIMITER_2026_SERIALS.garage, { name: 'Garage' }),
      liveInverter(LIMITER_2026_SERIALS.balcony, { name: 'Balcony' }),
      liveInverter('114183712345', { name: 'Roof' }),
    ];
    livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters }, Date.now()));
    for (const { serial } of inverters) render(<InverterPanel serial={serial} />);
    const panel = (name: string) => screen.getByRole('region', { name });
    expect(
      await within(panel('Garage')).findByText('Driven by the power limiter: from the battery, 26–800 W'),
    ).toBeTruthy();
    expect(
      within(panel('Balcony')).getByText(/^Driven by the power limiter: from its own modules/),
    ).toBeTruthy();
    expect(within(panel('Roof')).queryByText(/Driven by the power limiter/)).toBeNull();
  });
});

describe('inverter panel header', () => {
  it.each([
    [{ poll_enabled: false, reachable: false, producing: false }, 'Polling off', 'text-bg-secondary'],
    [{ reachable: false, producing: false }, 'Not reachable', 'text-bg-danger'],
    [{ producing: false }, 'Reachable, not producing', 'text-bg-warning'],
    [{}, 'Producing', 'text-bg-primary'],
  ])('shows state %o as text and colour', (state, text, className) => {
    show(liveInverter('114183712345', state));
    expect(within(header()).getByText(text)).toBeTruthy();
    expect(header().className).toContain(className);
  });

  it('shows name, serial and the limit in W and %', () => {
    show(liveInverter('114183712345', { name: 'Garage', limit_absolute: 400, limit_relative: 50 }));
    expect(screen.getByRole('heading', { name: 'Garage' })).toBeTruthy();
    expect(within(header()).getByText('Serial 114183712345')).toBeTruthy();
    expect(screen.getByTestId('inverter-limit').textContent).toBe('400 W | 50%');
  });

  it("writes the limit label with each language's colon (a narrow no-break space before it in French)", () => {
    act(() => localeStore.set('fr'));
    try {
      show(liveInverter('114183712345', { limit_relative: 0, reachable: false, producing: false }));
      expect(screen.getByTestId('inverter-limit').parentElement?.textContent).toBe(
        'Limite\u202f: pas encore lue',
      );
    } finally {
      act(() => localeStore.set('en'));
    }
    show(liveInverter('114183712345', { limit_absolute: -1, limit_relative: 75 }));
    expect(screen.getAllByTestId('inverter-limit').at(-1)?.parentElement?.textContent).toBe('Limit: 75%');
  });

  it('shows only the percentage while the max power is unknown', () => {
    show(liveInverter('114183712345', { limit_absolute: -1, limit_relative: 75 }));
    expect(screen.getByTestId('inverter-limit').textContent).toBe('75%');
  });

  it('counts the data age up every second and adds the time when older than 300 s', () => {
    vi.useFakeTimers();
    show(liveInverter('114183712345', { data_age: 298 }));
    const age = () => within(header()).getByText(/^Data age:/).textContent;
    expect(age()).toBe('Data age: 298 s');
    act(() => vi.advanceTimersByTime(2000));
    expect(age()).toBe('Data age: 300 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(age()).toMatch(/^Data age: 301 s \(last data .+\)$/);
  });
});

describe('inverter panel body', () => {
  it('shows a waiting notice until the first detail arrives', () => {
    show(liveInverter('114183712345'));
    expect(screen.getByText(/Waiting for data/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Inverter' })).toBeNull();
  });

  it('shows INV, each phase and each string with device decimals and units', () => {
    show(detailedInverter('114183712345'));
    expect(regionNames()).toEqual(['Inverter 45', 'Inverter', 'Phase 1', 'South', 'West']);
    expect(valueRows('Inverter')).toEqual([
      'DC power 461.8 W',
      'Yield today 2,421 Wh',
      'Total yield 3,041.278 kWh',
      'Temperature 38.2 °C',
      'Efficiency 95.301 %',
    ]);
    expect(valueRows('Phase 1')).toEqual([
      'Power 440.1 W',
      'Voltage 230.0 V',
      'Current 1.91 A',
      'Frequency 50.01 Hz',
      'Power factor 1.000',
      'Reactive power 0.3 var',
    ]);
    expect(valueRows('South')).toEqual([
      'Power 236.4 W',
      'Voltage 33.2 V',
      'Current 7.12 A',
      'Yield today 1,234 Wh',
      'Total yield 1,543.211 kWh',
      'Irradiation 57.659 %',
    ]);
  });

  it('hides strings without irradiation once another string has some', () => {
    show(
      detailedInverter('116183712345', {
        DC: { '0': dcChannel('', 200, 400), '1': dcChannel('', 0), '2': dcChannel('Roof', 120, 400) },
      }),
    );
    expect(screen.getByRole('region', { name: 'String 1' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'String 2' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Roof' })).toBeTruthy();
  });
});

describe('inverter panel buttons', () => {
  it('disables limit and power while logged out', () => {
    show(detailedInverter('114183712345'));
    expect(screen.getByRole('button', { name: 'Limit settings' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Power settings' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Inverter info' })).toHaveProperty('disabled', false);
  });

  it('enables limit and power for a logged-in user', () => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa('admin:openDTU42') }));
    show(detailedInverter('114183712345'));
    expect(screen.getByRole('button', { name: 'Limit settings' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Power settings' })).toHaveProperty('disabled', false);
  });

  it('shows the event log button with its count only once the count is known', () => {
    const view = show(liveInverter('114183712345'));
    expect(screen.queryByRole('button', { name: /Event log/ })).toBeNull();
    view.unmount();
    show(detailedInverter('114183712345', { events: 0 }));
    expect(screen.getByRole('button', { name: 'Event log (0 entries)' })).toBeTruthy();
  });

  it('names a single event log entry in the singular', () => {
    show(detailedInverter('114183712345', { events: 1 }));
    const button = screen.getByRole('button', { name: /^Event log/ });
    expect(button.getAttribute('aria-label')).toBe('Event log (1 entry)');
    // The count is shown as a badge; the words are for screen readers.
    expect(button.textContent).toMatch(/1$/);
  });
});
