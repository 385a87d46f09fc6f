import { dcChannel, detailedInverter } from '@dtu/contract/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLivedataMessages, livedataStore } from '../../live/livedata.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA } from '../../live/merge-livedata.ts';
import * as formatModule from './format-value.ts';
import { InverterTabs } from './inverter-tabs.tsx';
import { SummaryRow } from './summary-row.tsx';

// Each value row and summary tile formats its value once per render: counting the calls counts
// the value rows and tiles that React rendered.
vi.mock('./format-value.ts', { spy: true });
const formatted = () => vi.mocked(formatModule.formatValue).mock.calls.length;

const A = '114100000001';
const B = '114100000002';
const total = {
  Power: { v: 880.2, u: 'W', d: 1 },
  YieldDay: { v: 4842, u: 'Wh', d: 0 },
  YieldTotal: { v: 6082.556, u: 'kWh', d: 3 },
};
const message = (inverter: LiveInverter) => JSON.stringify({ inverters: [inverter], total });

function showTwo() {
  livedataStore.set(
    applySnapshot(
      EMPTY_LIVEDATA,
      { inverters: [detailedInverter(A), detailedInverter(B, { order: 1 })], total },
      Date.now(),
    ),
  );
  render(
    <>
      <SummaryRow />
      <InverterTabs />
    </>,
  );
  vi.mocked(formatModule.formatValue).mockClear();
}

beforeEach(() => livedataStore.set(EMPTY_LIVEDATA));
afterEach(() => vi.useRealTimers());

describe('live view render cost', () => {
  it('a message for a hidden inverter renders no value of the visible one, nor the totals it repeats', () => {
    showTwo();
    act(() => applyLivedataMessages([message(detailedInverter(B, { order: 1, data_age: 0 }))]));
    expect(formatted()).toBe(0);
  });

  it('a message changing one string value renders only that row', () => {
    showTwo();
    const changed = detailedInverter(A, {
      DC: {
        '0': dcChannel('South', 236.4, 410),
        '1': { ...dcChannel('West', 225.4, 410), Voltage: { v: 34, u: 'V', d: 1 } },
      },
    });
    act(() => applyLivedataMessages([message(changed)]));
    expect(
      within(screen.getByRole('region', { name: 'West' })).getByRole('row', { name: 'Voltage 34.0 V' }),
    ).toBeTruthy();
    expect(formatted()).toBe(1);
  });

  it('a changed total renders only its own tile', () => {
    showTwo();
    const next = { ...total, Power: { v: 901.5, u: 'W', d: 1 } };
    act(() =>
      applyLivedataMessages([
        JSON.stringify({ inverters: [detailedInverter(B, { order: 1 })], total: next }),
      ]),
    );
    expect(screen.getByText('901.5 W')).toBeTruthy();
    expect(formatted()).toBe(1);
  });

  it('the data age ticks without rendering the value cards or tiles', () => {
    vi.useFakeTimers();
    showTwo();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Data age: 2 s')).toBeTruthy();
    for (let second = 0; second < 3; second++) act(() => vi.advanceTimersByTime(1000));
    expect(within(panel).getByText('Data age: 5 s')).toBeTruthy();
    expect(formatted()).toBe(0);
  });
});
