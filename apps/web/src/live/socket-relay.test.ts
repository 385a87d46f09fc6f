import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { FakeTab } from '../test-support/fake-tab-bus.ts';
import { createSocketRelay, type SharedSocket } from './socket-relay.ts';
import type { TabMessage } from './tab-election.ts';

let bus: FakeTab[];

beforeEach(() => {
  vi.useFakeTimers();
  bus = [];
  FakeSocket.instances = [];
});
afterEach(() => vi.useRealTimers());

interface Tab {
  channel: FakeTab;
  relay: ReturnType<typeof createSocketRelay>;
  livedata: SharedSocket;
  received: string[];
  opens: number;
}

function openTab(id: string): Tab {
  const channel = new FakeTab(bus);
  const relay = createSocketRelay({
    channel,
    id,
    url: (path) => `ws://device${path}`,
    after: channel.after,
    scheduleFlush: (flush) => flush(),
  });
  const tab: Tab = { channel, relay, received: [], opens: 0, livedata: undefined as unknown as SharedSocket };
  tab.livedata = relay.register({
    path: '/livedata',
    createSocket: (url) => new FakeSocket(url),
    onMessages: (texts) => tab.received.push(...texts),
    onOpen: () => {
      tab.opens += 1;
    },
  });
  relay.start();
  return tab;
}

const step = (ms: number) => vi.advanceTimersByTime(ms);
const openSockets = () => FakeSocket.instances.filter((socket) => !socket.closed);

describe('socket relay', () => {
  it('one socket for all tabs: the leader relays messages and state to the followers', () => {
    const a = openTab('a');
    step(400);
    const b = openTab('b');
    const c = openTab('c');
    step(100);
    expect(FakeSocket.instances).toHaveLength(0);

    // A follower alone needs the stream: the leader opens it for it.
    const release = b.livedata.acquire();
    step(50);
    expect(openSockets()).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe('ws://device/livedata');
    FakeSocket.latest().open();
    step(10);
    expect(b.livedata.getState()).toBe('online');
    expect(b.opens).toBe(1);

    c.livedata.acquire();
    a.livedata.acquire();
    step(10);
    expect(c.livedata.getState()).toBe('online');
    FakeSocket.latest().receive('{"n":1}');
    FakeSocket.latest().receive('{"n":2}');
    step(10);
    expect(b.received).toEqual(['{"n":1}', '{"n":2}']);
    expect(c.received).toEqual(['{"n":1}', '{"n":2}']);
    expect(a.received).toEqual(['{"n":1}', '{"n":2}']);
    expect(openSockets()).toHaveLength(1);

    // The device drops the socket: every tab shows it, and the leader reconnects.
    FakeSocket.latest().drop();
    step(10);
    expect([a, b, c].map((tab) => tab.livedata.getState())).toEqual(['offline', 'offline', 'offline']);
    step(2_000);
    FakeSocket.latest().open();
    step(10);
    expect(b.livedata.getState()).toBe('online');
    // Each tab re-reads its snapshot after the reconnect, as with its own socket.
    expect(b.opens).toBe(2);
    release();
  });

  it('closes the socket when no tab needs it any more', () => {
    const a = openTab('a');
    step(400);
    const b = openTab('b');
    step(100);
    const release = b.livedata.acquire();
    step(50);
    expect(openSockets()).toHaveLength(1);
    release();
    step(50);
    expect(openSockets()).toHaveLength(0);
    expect(a.relay.isLeader()).toBe(true);
  });

  it('when the leader leaves, the next tab opens the socket and the others stay live', () => {
    const a = openTab('a');
    step(400);
    const b = openTab('b');
    const c = openTab('c');
    step(500);
    for (const tab of [a, b, c]) tab.livedata.acquire();
    step(50);
    const first = FakeSocket.latest();
    first.open();
    step(10);

    a.relay.stop();
    step(50);
    expect(first.closed).toBe(true);
    expect(b.relay.isLeader()).toBe(true);
    expect(openSockets()).toHaveLength(1);
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{"after":true}');
    step(10);
    expect(c.livedata.getState()).toBe('online');
    expect(c.received).toEqual(['{"after":true}']);
  });

  it('opens only registered streams, and a malformed leader claim leaves one socket open', () => {
    const a = openTab('a');
    step(400);
    const b = openTab('b');
    step(500);
    b.livedata.acquire();
    step(50);
    expect(openSockets()).toHaveLength(1);
    const stranger = new FakeTab(bus);
    // A follower that needs a path nobody registered, and a "leader" without needs.
    stranger.postMessage({ k: 'h', id: 'c', term: 1, lead: false, needs: ['/evil'] });
    stranger.postMessage({ k: 'h', id: '0', term: 99, lead: true } as unknown as TabMessage);
    step(1_000);
    expect(openSockets().map((socket) => socket.url)).toEqual(['ws://device/livedata']);
    expect(a.relay.isLeader()).toBe(true);
  });

  it('a hidden tab announces no needs', () => {
    const channel = new FakeTab(bus);
    const doc = { hidden: true, addEventListener: vi.fn() };
    const relay = createSocketRelay({ channel, id: 'a', url: (p) => p, doc, after: channel.after });
    const shared = relay.register({
      path: '/console',
      createSocket: (url) => new FakeSocket(url),
      onMessages() {},
    });
    relay.start();
    step(400);
    shared.acquire();
    expect(openSockets()).toHaveLength(0);
    doc.hidden = false;
    const onVisibility = doc.addEventListener.mock.calls[0][1] as () => void;
    onVisibility();
    expect(openSockets()).toHaveLength(1);
  });

  it('after the device’s {} no socket opens for 10 s, though the stream is closed and opened anew meanwhile', () => {
    const doc = { hidden: false, addEventListener: vi.fn() };
    const relay = createSocketRelay({ id: 'alone', url: (path) => `ws://device${path}`, doc });
    const stream = relay.register({
      path: '/livedata',
      createSocket: (url) => new FakeSocket(url),
      onMessages() {},
    });
    const onVisibility = doc.addEventListener.mock.calls[0][1] as () => void;
    const release = stream.acquire();
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{}');
    step(4_000);
    // The tab hidden and shown again, then the last user leaving and a new one coming (another
    // page): each time the relay closes the stream's socket and opens a new one.
    doc.hidden = true;
    onVisibility();
    doc.hidden = false;
    onVisibility();
    step(1_000);
    release();
    stream.acquire();
    expect(stream.getState()).toBe('offline');
    step(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    step(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('a stream marked afterEachTask gets each message right after its task, without waiting for a frame', async () => {
    const frames: (() => void)[] = [];
    const relay = createSocketRelay({
      id: 'alone',
      url: (path) => `ws://device${path}`,
      scheduleFlush: (flush) => frames.push(flush),
    });
    const received: string[][] = [];
    const stream = relay.register({
      path: '/livedata',
      createSocket: (url) => new FakeSocket(url),
      onMessages: (texts) => received.push([...texts]),
      afterEachTask: true,
    });
    stream.acquire();
    const socket = openSockets()[0];
    socket.open();
    socket.receive('{"a":1}');
    expect(received).toEqual([]);
    await Promise.resolve();
    expect(received).toEqual([['{"a":1}']]);
    expect(frames).toHaveLength(0);
  });

  it('opens another device’s stream with the URL its registration builds, once for all tabs', () => {
    const tabs = [openTab('a'), openTab('b')];
    step(400);
    const streams = tabs.map((tab, i) => {
      const received: string[] = [];
      const stream = tab.relay.register({
        path: '//dtu2/livedata',
        url: () => `ws://admin:pw${i}@dtu2/livedata`,
        createSocket: (url) => new FakeSocket(url),
        onMessages: (texts) => received.push(...texts),
      });
      return { stream, received };
    });
    // The follower needs it: the leader opens it, with the leader's own URL builder.
    streams[1]!.stream.acquire();
    step(50);
    expect(openSockets().map((socket) => socket.url)).toEqual(['ws://admin:pw0@dtu2/livedata']);
    FakeSocket.latest().open();
    FakeSocket.latest().receive('{"total":1}');
    step(10);
    expect(streams[1]!.stream.getState()).toBe('online');
    expect(streams[1]!.received).toEqual(['{"total":1}']);
    // Both tabs hold it: still one socket.
    streams[0]!.stream.acquire();
    step(50);
    expect(openSockets()).toHaveLength(1);
  });
});
