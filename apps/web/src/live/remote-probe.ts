import { websocketUrl } from '../net/websocket-url.ts';

/**
 * Why a listed device shows no live data: `refused` (nothing answers at that address: connection
 * refused or unknown name), `timeout` (no answer in time), `auth` (an OpenDTU that refuses the
 * live data: read-only access off and the password wrong or missing, HTTP 401), `notDtu` (something
 * answers, but not an OpenDTU: no socket, or no JSON on it).
 */
export type RemoteProblem = 'refused' | 'timeout' | 'auth' | 'notDtu';

export interface ProbeOptions {
  fetcher?: typeof fetch;
  createSocket?: (url: string) => Pick<WebSocket, 'onopen' | 'onerror' | 'onclose' | 'close'>;
  timeoutMs?: number;
  protocol?: string;
}

/** A LAN device answers within a second; five leave room for a busy one. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * Finds out why `host`'s `/livedata` does not open. Its REST answers carry no CORS headers, so a
 * page can tell from HTTP only whether something answers (an opaque answer, whatever its status:
 * the firmware answers unknown paths with index.html and 200), never what. A firmware that
 * answers then shows itself by its public `/vedirectlivedata` socket, which opens without
 * credentials: its `/livedata` refused us for the password. Whatever opens no such socket is no OpenDTU.
 */
export async function probeRemote(host: string, options: ProbeOptions = {}): Promise<RemoteProblem> {
  const {
    fetcher = fetch,
    createSocket = (url) => new WebSocket(url),
    timeoutMs = PROBE_TIMEOUT_MS,
    protocol = location.protocol,
  } = options;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    await fetcher(`${protocol}//${host}/`, { mode: 'no-cors', cache: 'no-store', signal: abort.signal });
  } catch {
    return abort.signal.aborted ? 'timeout' : 'refused';
  } finally {
    clearTimeout(timer);
  }
  return new Promise((resolve) => {
    const socket = createSocket(websocketUrl('/vedirectlivedata', { protocol, host }, ''));
    const settle = (problem: RemoteProblem) => {
      clearTimeout(socketTimer);
      socket.onopen = socket.onerror = socket.onclose = null;
      socket.close();
      resolve(problem);
    };
    const socketTimer = setTimeout(() => settle('notDtu'), timeoutMs);
    socket.onopen = () => settle('auth');
    socket.onerror = socket.onclose = () => settle('notDtu');
  });
}
