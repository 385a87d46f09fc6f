import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_TIMEOUT_MS } from '../../test-support/async-timeout.ts';
import { ConsolePage } from './console-page.tsx';

/** A stand-in for the browser socket the page opens to `/console`. */
class FakeWebSocket {
  static last: FakeWebSocket | undefined;
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConsolePage', () => {
  it('prefixes each line with its time, pings after 5 s and can be cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2024, 4, 3, 14, 5, 9, 42));
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ConsolePage />);
    const socket = FakeWebSocket.last as FakeWebSocket;
    expect(socket.url).toMatch(/^ws:\/\/.*\/console$/);
    act(() => socket.open());
    act(() => {
      socket.receive('Fetch inverter: 114183712345\r\n');
      vi.advanceTimersByTime(50);
    });
    const output = screen.getByLabelText('Console output', { selector: 'textarea' }) as HTMLTextAreaElement;
    // Lines are handed over once per animation frame.
    await vi.waitFor(
      () => expect(output.value).toMatch(/^14:05:09\.\d{3} > Fetch inverter: 114183712345\n$/),
      { timeout: ASYNC_TIMEOUT_MS },
    );
    expect(output.rows).toBe(24);
    expect(output.readOnly).toBe(true);

    act(() => vi.advanceTimersByTime(5000));
    expect(socket.sent).toContain('ping');

    await user.click(screen.getByRole('button', { name: 'Clear console' }));
    expect(output.value).toBe('');
    expect(screen.getByRole('switch', { name: 'Auto-scroll' })).toHaveProperty('checked', true);
  });

  it('pings every 5 s even while lines keep arriving', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    render(<ConsolePage />);
    const socket = FakeWebSocket.last as FakeWebSocket;
    act(() => socket.open());
    for (let second = 0; second < 10; second++) {
      act(() => {
        socket.receive(`line ${second}\r\n`);
        vi.advanceTimersByTime(1000);
      });
    }
    expect(socket.sent).toEqual(['ping', 'ping']);
  });
});
