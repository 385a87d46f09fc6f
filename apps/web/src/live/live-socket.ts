import { WS_KEEPALIVE_S, WS_RECONNECT_S } from '@dtu/contract';

/** `paused` = the tab is hidden and the socket was closed on purpose. */
export type LiveSocketState = 'connecting' | 'online' | 'offline' | 'paused';

/** The part of the browser WebSocket this class relies on (lets tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveSocketOptions {
  /** Builds the full ws(s) URL; called on every connect so a fresh login is picked up. */
  url: () => string;
  /** Receives every text message that arrived since the last animation frame, in order. */
  onMessages: (messages: readonly string[]) => void;
  /** Called each time a socket opens, e.g. to re-read the HTTP snapshot after an outage. */
  onOpen?: () => void;
  /** Period of the text `ping`, counted from the open (firmware UI: 59 s, console 5 s). */
  keepaliveMs?: number;
  /** Delay before reconnecting after the server sent the literal `{}`. */
  emptyMessageReconnectMs?: number;
  /**
   * No socket before `untilMs` (`Date.now()`), set by a `{}`. Pass one object to every socket of
   * a device stream: the device's wait then outlives a socket object replaced meanwhile.
   */
  quiet?: { untilMs: number };
  /** Backoff after an unexpected drop: first delay, doubled per failed attempt, capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  createSocket?: (url: string) => SocketLike;
  scheduleFrame?: (flush: () => void) => void;
  random?: () => number;
  doc?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
}

const OPEN = 1;

/**
 * One websocket stream of the device (`/livedata`, `/console`, `/vedirectlivedata`, …).
 * Knows nothing of React: it keeps one socket alive, batches messages per animation frame and
 * reports its state. Consumers parse the text themselves because `/console` is not JSON.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private state: LiveSocketState = 'offline';
  private readonly listeners = new Set<() => void>();
  private pending: string[] = [];
  private frameScheduled = false;
  private keepaliveTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private failedAttempts = 0;
  private running = false;
  private readonly options: Required<Omit<LiveSocketOptions, 'onOpen' | 'doc'>> &
    Pick<LiveSocketOptions, 'onOpen' | 'doc'>;

  constructor(options: LiveSocketOptions) {
    this.options = {
      keepaliveMs: WS_KEEPALIVE_S * 1000,
      emptyMessageReconnectMs: WS_RECONNECT_S * 1000,
      backoffBaseMs: 500,
      // A LAN device: retrying every 1–2 s at worst brings the page back soon after a reboot.
      backoffMaxMs: 2000,
      createSocket: (url) => new WebSocket(url),
      scheduleFrame: (flush) =>
        typeof requestAnimationFrame === 'function' ? requestAnimationFrame(flush) : setTimeout(flush, 16),
      random: Math.random,
      doc: typeof document === 'undefined' ? undefined : document,
      // After a `{}`: no socket before this time, whoever asks for one.
      quiet: { untilMs: 0 },
      ...options,
    };
  }

  getState = (): LiveSocketState => this.state;

  /** True between `start()` and `stop()`, whatever the connection state. */
  get isRunning(): boolean {
    return this.running;
  }

  /** For `useSyncExternalStore`: notified on every state change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.doc?.addEventListener('visibilitychange', this.onVisibility);
    if (this.options.doc?.hidden) this.setState('paused');
    else this.connect();
  }

  stop(): void {
    this.running = false;
    this.options.doc?.removeEventListener('visibilitychange', this.onVisibility);
    this.teardown();
    this.pending = [];
    this.setState('offline');
  }

  /** Sends text when the socket is open; returns whether it was sent. */
  send(text: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private connect(): void {
    this.teardown();
    const quietMs = this.options.quiet.untilMs - Date.now();
    if (quietMs > 0) {
      // The device asked to come back later: a restart (stop/start, tab shown again) waits too.
      this.setState('offline');
      this.reconnectTimer = setTimeout(() => this.connect(), quietMs);
      return;
    }
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleBackoff();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failedAttempts = 0;
      this.setState('online');
      this.armKeepalive();
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    // A refused upgrade fires error then close; close alone drives the reconnect.
    socket.onerror = () => {};
    socket.onclose = () => {
      this.detach();
      this.scheduleBackoff();
    };
  }

  private receive(text: string): void {
    if (text === '{}') {
      // The firmware protocol: an empty object means "go away and come back later".
      this.teardown();
      this.setState('offline');
      this.options.quiet.untilMs = Date.now() + this.options.emptyMessageReconnectMs;
      this.reconnectTimer = setTimeout(() => this.connect(), this.options.emptyMessageReconnectMs);
      return;
    }
    this.pending.push(text);
    if (this.frameScheduled) return;
    this.frameScheduled = true;
    this.options.scheduleFrame(() => this.flush());
  }

  private flush(): void {
    this.frameScheduled = false;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.options.onMessages(batch);
  }

  private armKeepalive(): void {
    clearTimeout(this.keepaliveTimer);
    this.keepaliveTimer = setTimeout(() => {
      if (this.send('ping')) this.armKeepalive();
      else this.connect();
    }, this.options.keepaliveMs);
  }

  private scheduleBackoff(): void {
    this.setState('offline');
    if (!this.running) return;
    const { backoffBaseMs, backoffMaxMs, random } = this.options;
    const ceiling = Math.min(backoffMaxMs, backoffBaseMs * 2 ** this.failedAttempts);
    this.failedAttempts += 1;
    // Full jitter in the upper half: many tabs re-connecting after a device reboot spread out.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private readonly onVisibility = (): void => {
    if (!this.running) return;
    if (this.options.doc?.hidden) {
      this.teardown();
      this.setState('paused');
    } else if (this.state === 'paused') {
      this.failedAttempts = 0;
      this.connect();
    }
  };

  /** Drops the current socket without triggering the reconnect logic. */
  private teardown(): void {
    clearTimeout(this.keepaliveTimer);
    clearTimeout(this.reconnectTimer);
    const socket = this.detach();
    socket?.close();
  }

  private detach(): SocketLike | null {
    const socket = this.socket;
    if (socket) {
      socket.onopen = null;
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
    }
    this.socket = null;
    clearTimeout(this.keepaliveTimer);
    return socket;
  }

  private setState(next: LiveSocketState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
