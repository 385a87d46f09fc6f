import type { ApiResponse } from '@dtu/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../i18n/locale-store.ts';
import { ApiResponseAlert } from './api-response-alert.tsx';

afterEach(() => {
  vi.useRealTimers();
  act(() => localeStore.set('en'));
});

function tick(seconds: number) {
  for (let second = 0; second < seconds; second++) act(() => vi.advanceTimersByTime(1000));
}

const FREQUENCY: ApiResponse = {
  type: 'warning',
  message: 'Invalid CMT frequency setting!',
  code: 2004,
  param: { min: 860250000, max: 923500000 },
};

describe('ApiResponseAlert', () => {
  it('shows the 2004 frequency range (sent in Hz) in the MHz its text names', () => {
    render(<ApiResponseAlert response={FREQUENCY} onDismiss={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The frequency must lie between 860.25 and 923.5 MHz and be a multiple of 250 kHz.',
    );
    act(() => localeStore.set('de'));
    expect(screen.getByRole('alert').textContent).toContain('zwischen 860,25 und 923,5 MHz');
  });

  it.each([
    [{ type: 'success', message: 'Settings saved!', code: 1001 }, 'Settings saved.'],
    [{ type: 'success', message: 'Limits applied!', code: 1001 }, 'Limits applied!'],
    [{ type: 'success', message: 'Power production disabled!', code: 1001 }, 'Power production disabled!'],
    [
      { type: 'warning', message: 'Current provider does not support this feature!', code: 1002 },
      'Current provider does not support this feature!',
    ],
    [
      { type: 'warning', message: 'Hass topic must end with a slash (/)!', code: 7018 },
      'The Home Assistant topic must end with a slash (/).',
    ],
    [{ type: 'warning', message: 'Json path must not be empty!' }, 'Json path must not be empty!'],
  ] satisfies [ApiResponse, string][])('shows %j as "%s"', (response, text) => {
    render(<ApiResponseAlert response={response} onDismiss={() => {}} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('restarts the countdown for every new answer', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const saved = (): ApiResponse => ({ type: 'success', message: 'Settings saved!', code: 1001 });
    const view = render(<ApiResponseAlert response={saved()} onDismiss={onDismiss} />);
    tick(8);
    expect(screen.getByRole('status').textContent).toContain('Closes in 2 s');
    view.rerender(<ApiResponseAlert response={saved()} onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toContain('Closes in 10 s');
    tick(9);
    expect(onDismiss).not.toHaveBeenCalled();
    tick(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
