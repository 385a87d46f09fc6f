import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { LiveSocket, type LiveSocketOptions } from './live-socket.ts';

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let frames: Array<() => void>;
let batches: string[][];
let doc: FakeDocument;

function runFrames() {
  const due = frames;
  frames = [];
  for (const flush of due) flush();
}

function make(extra: Partial<LiveSocketOptions> = {}) {
  return new LiveSocket({
    url: () => 'ws://device/livedata',
    onMessages: (batch) => batches.push([...batch]),
    createSocket: (url) => new FakeSocket(url),
    scheduleFrame: (flush) => frames.push(flush),
    random: () => 0.5,
    doc: doc as unknown as Document,
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  frames = [];
  batches = [];
  doc = new FakeDocument();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveSocket', () => {
  it('connects to the URL built at connect time and reports online once open', () => {
    let user = '';
    const socket = make({ url: () => `ws://${user}device/livedata` });
    const states: string[] = [];
    socket.subscribe(() => states.push(socket.getState()));
    user = 'admin:pw@';
    socket.start();
    expect(FakeSocket.latest().url).toBe('ws://admin:pw@device/livedata');
    FakeSocket.latest().open();
    expect(states).toEqual(['connecting', 'online']);
  });

  it('reconnects right after a drop with exponential backoff and jitter', () => {
    const socket = make({ backoffBaseMs: 1000, backoffMaxMs: 8000 });
    socket.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = FakeSocket.instances.length;
      FakeSocket.latest().drop();
      expect(socket.getState()).toBe('offline');
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      delays.push(waited);
    }
    // random() = 0.5 → three quarters of 1 s, 2 s, 4 s, then capped at 8 s.
    expect(delays).toEqual([750, 1500, 3000, 6000, 6000]);
  });

  it('resets the backoff once a socket opens again', () => {
    const socket = make({ backoffBaseMs: 1000 });
    socket.start();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(750);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1500);
    FakeSocket.latest().open();
    expect(socket.getState()).toBe('online');
    const before = FakeSocket.instances.length;
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(749);
    expect(FakeSocket.instances.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances.length).toBe(before + 1);
  });

  it('closes on the text {} and reconnects only after 10 s', () => {
    const socket = make();
    socket.start();
    const first = FakeSocket.latest();
    first.open();
    first.receive('{}');
    expect(first.closed).toBe(true);
    expect(socket.getState()).toBe('offline');
    vi.advanceTimersByTime(9999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    runFrames();
    expect(batches).toEqual([]);
  });

  it('after {} a restart of the stream (stop, start) still waits out the 10 s', () => {
    const socket = make();
    socket.start();
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{}');
    vi.advanceTimersByTime(4000);
    socket.stop();
    socket.start();
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(5999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('sends ping every 59 s after the open, whatever arrives meanwhile', () => {
    const socket = make();
    socket.start();
    const ws = FakeSocket.latest();
    ws.open();
    vi.advanceTimersByTime(30_000);
    ws.receive('{"a":1}');
    vi.advanceTimersByTime(28_999);
    expect(ws.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['ping']);
    // A chatty stream does not postpone the next ping either.
    for (let second = 0; second < 58; second++) {
      ws.receive('{"a":2}');
      vi.advanceTimersByTime(1000);
    }
    expect(ws.sent).toEqual(['ping']);
    vi.advanceTimersByTime(1000);
    expect(ws.sent).toEqual(['ping', 'ping']);
  });

  it('reconnects at the keepalive when the socket is not open any more', () => {
    const socket = make();
    socket.start();
    const ws = FakeSocket.latest();
    ws.open();
    // A half-dead socket that never reported its close.
    ws.readyState = 3;
    vi.advanceTimersByTime(59_000);
    expect(ws.sent).toEqual([]);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('pauses while the document is hidden and resumes on visibilitychange', () => {
    const socket = make();
    socket.start();
    const first = FakeSocket.latest();
    first.open();
    doc.setHidden(true);
    expect(first.closed).toBe(true);
    expect(socket.getState()).toBe('paused');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    doc.setHidden(false);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(socket.getState()).toBe('connecting');
  });

  it('does not connect when started in a hidden tab', () => {
    doc.hidden = true;
    const socket = make();
    socket.start();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(socket.getState()).toBe('paused');
  });

  it('flushes a burst of messages once per animation frame, in order', () => {
    const socket = make();
    socket.start();
    const ws = FakeSocket.latest();
    ws.open();
    ws.receive('a');
    ws.receive('b');
    ws.receive('c');
    expect(frames).toHaveLength(1);
    expect(batches).toEqual([]);
    runFrames();
    expect(batches).toEqual([['a', 'b', 'c']]);
    ws.receive('d');
    runFrames();
    expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('calls onOpen on every (re)connect', () => {
    const onOpen = vi.fn();
    const socket = make({ onOpen });
    socket.start();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().open();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('stops for good: no reconnect, late events of the old socket are ignored', () => {
    const socket = make();
    socket.start();
    const ws = FakeSocket.latest();
    ws.open();
    socket.stop();
    expect(ws.closed).toBe(true);
    ws.receive('late');
    ws.drop();
    vi.advanceTimersByTime(120_000);
    runFrames();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(batches).toEqual([]);
    expect(socket.getState()).toBe('offline');
  });
});
