import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../i18n/locale-store.ts';
import { livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import { dcChannel, detailedInverter, liveInverter } from '../../test-support/live-fixtures.ts';
import { InverterPanel } from './inverter-panel.tsx';

function show(inverter: LiveInverter, receivedAtMs = Date.now()) {
  livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter] }, receivedAtMs));
  return render(<InverterPanel serial={inverter.serial} />);
}

const header = () => screen.getByRole('heading', { level: 2 }).closest('.card-header') as HTMLElement;

beforeEach(() => livedataStore.set(EMPTY_LIVEDATA));
afterEach(() => vi.useRealTimers());

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
    expect(within(header()).getByText('Data age: 298 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(header()).getByText('Data age: 300 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(header()).getByText(/^Data age: 301 s \(last data .+\)$/)).toBeTruthy();
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
    const inv = screen.getByRole('region', { name: 'Inverter' });
    expect(within(inv).getByRole('row', { name: 'Efficiency 95.301 %' })).toBeTruthy();
    expect(within(inv).getByRole('row', { name: 'Total yield 3,041.278 kWh' })).toBeTruthy();
    const phase = screen.getByRole('region', { name: 'Phase 1' });
    expect(within(phase).getByRole('row', { name: 'Voltage 230.0 V' })).toBeTruthy();
    expect(within(phase).getByRole('row', { name: 'Power factor 1.000' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'South' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'West' })).toBeTruthy();
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
    expect(screen.getByRole('button', { name: 'Event log (1 entry)' })).toBeTruthy();
  });
});
