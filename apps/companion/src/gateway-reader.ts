import WebSocket from 'ws';
import type { Gateway } from './gateway.ts';

/** The companion reading a gateway itself (recording, alerts): REST answers and the `/livedata` socket. */
export interface GatewayReader {
  /** The JSON answer of `path`; rejects on a failure, a non-2xx status or after `timeoutMs`. */
  get<T>(path: string): Promise<T>;
  /**
   * Keeps a `/livedata` socket open (opened again `retryMs` after it closes or fails) and hands
   * each message to `onMessage`; `onOpen(false)` when it closes. Returns the stop function.
   */
  live(onMessage: (message: unknown) => void, onOpen?: (open: boolean) => void): () => void;
  /** Whether the gateway accepts `authorization` (the browser's header) as its admin. */
  admits(authorization: string | undefined): Promise<boolean>;
}

/** How the companion's own requests name themselves (in a gateway's logs, and to tell them from the browser's). */
export const COMPANION_AGENT = 'dtu-web-companion';

/** The admin's Basic credentials when the config file gives the gateway's password. */
const authorization = (gateway: Gateway): Record<string, string> =>
  gateway.password === undefined
    ? { 'User-Agent': COMPANION_AGENT }
    : {
        'User-Agent': COMPANION_AGENT,
        Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}`,
      };

export function createGatewayReader(gateway: Gateway, timeoutMs = 10_000, retryMs = 2_000): GatewayReader {
  const headers = authorization(gateway);
  return {
    async get<T>(path: string) {
      const reply = await fetch(`${gateway.origin}${path}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
      return (await reply.json()) as T;
    },
    async admits(authorization) {
      if (!authorization) return false;
      const reply = await fetch(`${gateway.origin}/api/security/authenticate`, {
        headers: { Authorization: authorization },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => undefined);
      return reply?.ok ?? false;
    },
    live(onMessage, onOpen) {
      let stopped = false;
      let socket: WebSocket | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const connect = () => {
        socket = new WebSocket(`${gateway.origin.replace(/^http/, 'ws')}/livedata`, {
          headers,
          handshakeTimeout: timeoutMs,
        });
        socket.on('open', () => onOpen?.(true));
        socket.on('message', (data) => {
          try {
            onMessage(JSON.parse(String(data)));
          } catch {
            // Not JSON: nothing to record.
          }
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          onOpen?.(false);
          if (!stopped) timer = setTimeout(connect, retryMs);
        });
      };
      connect();
      return () => {
        stopped = true;
        clearTimeout(timer);
        socket?.terminate();
      };
    },
  };
}
