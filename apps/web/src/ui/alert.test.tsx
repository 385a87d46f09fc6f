import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Each second renders before the next timer is set, as in the browser. */
function tick(seconds: number) {
  for (let second = 0; second < seconds; second++) act(() => vi.advanceTimersByTime(1000));
}

describe('Alert', () => {
  it('closes a dismissible alert by itself after a countdown in 1 s steps', () => {
    const onDismiss = vi.fn();
    render(
      <Alert variant="success" onDismiss={onDismiss}>
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toContain('Closes in 10 s');
    tick(1);
    expect(screen.getByRole('status').textContent).toContain('Closes in 9 s');
    tick(8);
    expect(screen.getByRole('status').textContent).toContain('Closes in 1 s');
    expect(onDismiss).not.toHaveBeenCalled();
    tick(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses the countdown while hovered or focused', () => {
    const onDismiss = vi.fn();
    render(
      <Alert variant="danger" onDismiss={onDismiss} dismissAfterSeconds={3}>
        Failed
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    fireEvent.mouseEnter(alert);
    tick(10);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(alert);
    fireEvent.focus(screen.getByRole('button', { name: 'Close' }));
    tick(10);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(alert.textContent).toContain('Closes in 3 s');
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }));
    tick(3);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('keeps an alert without onDismiss (a standing condition) and shows no countdown', () => {
    render(<Alert variant="warning">Clock not synchronised</Alert>);
    tick(60);
    expect(screen.getByRole('alert').textContent).toBe('Clock not synchronised');
  });
});
