import { type ClientRequest, type OutgoingHttpHeaders, request } from 'node:http';
import type { Gateway } from './gateway.ts';

export interface ForwardTimeouts {
  /** A gateway on the LAN connects within milliseconds; one that does not in this time is gone. */
  connectMs: number;
  /**
   * Silence on a connected request before it is given up. Generous: the power meter's test
   * request waits for the meter, and a firmware upload is answered after the flash is written.
   */
  idleMs: number;
  /**
   * Silence on the companion's own `/livedata` socket (no message, no answer to its pings) after
   * which the gateway counts as gone: a gateway whose Wi-Fi dropped leaves the connection open.
   */
  silenceMs?: number;
}

export const DEFAULT_TIMEOUTS: ForwardTimeouts = { connectMs: 10_000, idleMs: 120_000 };

/** Requests to one gateway, and what the companion says when it stops or starts answering. */
export interface GatewayLink {
  gateway: Gateway;
  /** `host[:port]` of the gateway, its `Host` header. */
  host: string;
  /** A request to the gateway (a fresh connection, as a browser's own would be); `error` on refusal or timeout. */
  open(method: string, path: string, headers: OutgoingHttpHeaders): ClientRequest;
  /** Records an answer (`undefined`) or a failure; a change is reported once through `report`. */
  reached(failure?: Error): void;
}

export function createGatewayLink(
  gateway: Gateway,
  timeouts: ForwardTimeouts,
  report: (line: string) => void,
): GatewayLink {
  const url = new URL(gateway.origin);
  let down = false;
  return {
    gateway,
    host: url.host,
    open(method, path, headers) {
      const upstream = request({
        hostname: url.hostname,
        port: url.port || 80,
        method,
        path,
        headers,
        // One connection per request: no pooled socket that the gateway closed while idle.
        agent: false,
        timeout: timeouts.connectMs,
      });
      upstream.on('socket', (socket) => socket.once('connect', () => socket.setTimeout(timeouts.idleMs)));
      upstream.on('timeout', () => upstream.destroy(new Error('no answer in time')));
      return upstream;
    },
    reached(failure) {
      if (!failure === !down) return;
      down = !!failure;
      report(
        failure
          ? `${gateway.name}: ${gateway.origin} does not answer (${failure.message}); the browser sees the device unreachable`
          : `${gateway.name}: ${gateway.origin} answers again`,
      );
    },
  };
}
