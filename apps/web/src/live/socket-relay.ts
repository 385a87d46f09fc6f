import { LiveSocket, type LiveSocketOptions, type LiveSocketState } from './live-socket.ts';
import { createTabElection, type TabChannel, type TabMessage } from './tab-election.ts';

/** A device stream used by any number of components of any number of tabs. */
export interface SharedSocket {
  /** The socket state as this tab shows it (the leader's, relayed, in the other tabs). */
  getState(): LiveSocketState;
  subscribe(listener: () => void): () => void;
  /** True while at least one component of this tab uses the stream. */
  readonly inUse: boolean;
  /** Marks one use; the returned function releases it. */
  acquire(): () => void;
}

export type SharedSocketOptions = Omit<LiveSocketOptions, 'url' | 'doc' | 'scheduleFrame' | 'quiet'> & {
  /** Device path such as `/livedata`; the URL (ws/wss, credentials) is built on every connect. */
  path: string;
  /**
   * The URL of a stream that is not this device's (`path` then only names it, e.g.
   * `//dtu2/livedata`); built on every connect by whichever tab leads, so every tab registers it.
   */
  url?: () => string;
  /** Runs when this tab's first user acquires the stream (e.g. to fetch the HTTP snapshot). */
  onFirstUse?: () => void;
  /**
   * Hands each message over right after the task it arrived in instead of at the next frame:
   * for streams of about one message a second, where a frame batches nothing and only costs
   * the page a second wake-up per message.
   */
  afterEachTask?: boolean;
};

export interface SocketRelayOptions {
  /** The tabs' channel; without one this tab is alone and always the leader. */
  channel?: TabChannel;
  id: string;
  url: (path: string) => string;
  doc?: Pick<Document, 'hidden' | 'addEventListener'>;
  after?: (ms: number, run: () => void) => () => void;
  /** Runs `flush` once soon (default: next animation frame, or a timer in hidden tabs). */
  scheduleFlush?: (flush: () => void) => void;
}

interface Stream {
  options: Partial<SharedSocketOptions>;
  users: number;
  state: LiveSocketState;
  listeners: Set<() => void>;
  pending: string[];
  flushing: boolean;
  /** The leader's open socket: its state, and how to close it without relaying `offline`. */
  socket?: { getState(): LiveSocketState; close(): void };
  /**
   * The device's `{}` wait, kept by the stream: a socket closed and opened anew meanwhile (tab
   * hidden and shown, the last user gone and a new one come) waits it out too.
   */
  quiet: { untilMs: number };
}

function nextFrameOrTimer(flush: () => void): void {
  let done = false;
  // Hidden tabs run no animation frames; followers there still keep their stores current.
  const timer = setTimeout(() => once(), 100);
  const once = () => {
    clearTimeout(timer);
    if (done) return;
    done = true;
    flush();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once);
}

/**
 * The device streams of this tab. The elected leader tab opens each socket while any tab needs
 * it and relays every message and state change; the other tabs feed the relayed text into the
 * same callbacks, so a browser holds one connection per stream whatever the number of tabs.
 */
export function createSocketRelay(options: SocketRelayOptions) {
  const streams = new Map<string, Stream>();
  const scheduleFlush = options.scheduleFlush ?? nextFrameOrTimer;
  const stream = (path: string): Stream => {
    let found = streams.get(path);
    if (!found) {
      found = {
        options: {},
        users: 0,
        state: 'offline',
        listeners: new Set(),
        pending: [],
        flushing: false,
        quiet: { untilMs: 0 },
      };
      streams.set(path, found);
    }
    return found;
  };
  const needs = () =>
    options.doc?.hidden ? [] : [...streams].filter(([, s]) => s.users > 0).map(([path]) => path);
  const states = () => {
    const all: Record<string, LiveSocketState> = {};
    for (const [path, s] of streams) if (s.socket) all[path] = s.socket.getState();
    return all;
  };

  const setState = (s: Stream, next: LiveSocketState) => {
    if (s.state === next) return;
    s.state = next;
    for (const listener of s.listeners) listener();
    if (next === 'online' && s.users > 0) s.options.onOpen?.();
  };

  const deliver = (s: Stream, texts: readonly string[]) => {
    if (s.users === 0) return;
    s.pending.push(...texts);
    if (s.flushing) return;
    s.flushing = true;
    (s.options.afterEachTask ? queueMicrotask : scheduleFlush)(() => {
      s.flushing = false;
      const batch = s.pending;
      s.pending = [];
      if (batch.length > 0 && s.users > 0) s.options.onMessages?.(batch);
    });
  };

  const onData = (message: TabMessage) => {
    if (message.k === 'm') {
      const s = streams.get(message.p);
      if (s) deliver(s, [message.d]);
    } else if (message.k === 'h')
      for (const [path, s] of streams) setState(s, message.states?.[path] ?? 'offline');
  };

  const election =
    options.channel &&
    createTabElection({
      channel: options.channel,
      id: options.id,
      after: options.after,
      needs,
      states,
      onData,
      onNeeds: () => sync(),
    });
  const isLeader = () => election?.isLeader() ?? true;

  const open = (path: string, s: Stream) => {
    const { onMessages, onOpen, onFirstUse, afterEachTask, path: _, url, ...tuning } = s.options;
    const socket = new LiveSocket({
      ...tuning,
      url: url ?? (() => options.url(path)),
      doc: undefined,
      quiet: s.quiet,
      // Relay each message at once; every tab batches its own rendering per frame.
      scheduleFrame: (flush) => flush(),
      onMessages: (texts) => {
        for (const d of texts) election?.post({ k: 'm', id: options.id, p: path, d });
        deliver(s, texts);
      },
    });
    const unsubscribe = socket.subscribe(() => {
      setState(s, socket.getState());
      // The heartbeat carries the states: sent now, the other tabs follow at once.
      election?.beat();
    });
    s.socket = {
      getState: socket.getState,
      close() {
        unsubscribe();
        socket.stop();
      },
    };
    socket.start();
  };

  /**
   * Opens what the tabs need when this tab leads; closes everything else. Only streams this tab
   * registered are opened: another tab's needs name a path, never a URL of their choosing.
   */
  function sync(): void {
    const wanted = isLeader() ? (election?.allNeeds() ?? new Set(needs())) : new Set<string>();
    for (const path of wanted) {
      const s = streams.get(path);
      if (s?.options.path !== undefined && !s.socket) open(path, s);
    }
    for (const [path, s] of streams) {
      if (wanted.has(path) || !s.socket) continue;
      s.socket.close();
      s.socket = undefined;
      if (isLeader()) setState(s, 'offline');
    }
  }

  const announce = () => {
    election?.beat();
    sync();
  };
  election?.subscribe(sync);
  options.doc?.addEventListener('visibilitychange', announce);

  function register(socketOptions: SharedSocketOptions): SharedSocket {
    const s = stream(socketOptions.path);
    s.options = socketOptions;
    // Another tab may already need it (e.g. a device just added there).
    sync();
    return {
      getState: () => s.state,
      subscribe(listener) {
        s.listeners.add(listener);
        return () => s.listeners.delete(listener);
      },
      get inUse() {
        return s.users > 0;
      },
      acquire() {
        s.users += 1;
        if (s.users === 1) {
          s.options.onFirstUse?.();
          // Already open in the leader: this tab's first open, as if its own socket opened.
          if (s.state === 'online') s.options.onOpen?.();
          announce();
        }
        let released = false;
        return () => {
          if (released) return;
          released = true;
          s.users -= 1;
          if (s.users > 0) return;
          s.pending = [];
          announce();
        };
      },
    };
  }

  return { register, isLeader, election, start: () => election?.start(), stop: () => election?.stop() };
}

export type SocketRelay = ReturnType<typeof createSocketRelay>;
