import type { LiveTotal } from '@dtu/contract';
import { websocketUrl } from '../net/websocket-url.ts';
import { createStore } from '../store/store.ts';
import { storedStore } from '../store/stored-store.ts';
import type { LiveSocketState } from './live-socket.ts';
import type { LiveDataMessage } from './livedata-types.ts';
import { EMPTY_LIVEDATA, type LivedataState, mergeLivedata } from './merge-livedata.ts';
import { probeRemote, type RemoteProblem } from './remote-probe.ts';
import { sessionPasswords } from './session-passwords.ts';
import { createSharedSocket, type SharedSocket } from './shared-socket.ts';
import { STALE_AFTER_MS } from './stale.ts';
import { advanceNow } from './ticker.ts';

/**
 * Other devices shown beside this one (issue 15, `/sites`). The firmware's REST answers carry
 * no CORS headers, but its `/livedata` handshake does not check `Origin`: a page served by one
 * device can read the others' live data over their sockets, never their REST API.
 */
export interface RemoteDevice {
  /** `host` or `host:port`, lower case. */
  host: string;
  /** The admin password, for a device that does not allow read-only access. */
  password?: string;
  /**
   * The user chose to keep the password in this browser (stored as it is, in localStorage);
   * otherwise it lasts for the browser session only (`session-passwords.ts`).
   */
  remember?: boolean;
}

/** The listed devices, kept under `sites`; another tab's change reaches the leader's recorder. */
export const remoteDevices = storedStore<readonly RemoteDevice[]>(
  'sites',
  (list) => (Array.isArray(list) ? list.filter((device) => typeof device?.host === 'string') : undefined),
  [],
);

/** The password a device's socket logs in with: remembered, or for this session. */
const passwordOf = (host: string): string | undefined =>
  remoteDevices.get().find((device) => device.host === host && device.remember)?.password ??
  sessionPasswords.get(host);

/** Brings a device and its password into the list, the password where the user chose. */
const entry = ({ host, password, remember }: RemoteDevice): RemoteDevice => {
  if (password && !remember) sessionPasswords.set(host, password);
  return remember && password ? { host, password, remember } : { host };
};

// Lists of earlier versions kept every password: from now on they last for this session.
if (remoteDevices.get().some((device) => device.password && !device.remember))
  remoteDevices.set(remoteDevices.get().map(entry));

/**
 * Checks what the user typed: a host name or IPv4 address with an optional port (a pasted
 * `http://…/` is trimmed). The URL parser checks the name, the address and the port; what it
 * would change (a path, a user, a shortened address) is no plain host; `:80` is dropped. `duplicate`:
 * already listed, or this device itself.
 */
export function parseHost(
  text: string,
  known: readonly string[],
): { host: string } | { problem: 'invalid' | 'duplicate' } {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/|\/$/g, '')
    // The default port is the same device: written out, it would fail the parser's round trip.
    .replace(/:80$/, '');
  let valid = false;
  try {
    valid = new URL(`http://${host}`).host === host && /^[a-z\d]([\w.-]*[a-z\d])?(:[1-9]\d*)?$/.test(host);
  } catch {}
  if (!valid) return { problem: 'invalid' };
  return known.includes(host) ? { problem: 'duplicate' } : { host };
}

export function addRemoteDevice(device: RemoteDevice): void {
  remoteDevices.set([...remoteDevices.get(), entry(device)]);
}

export function removeRemoteDevice(host: string): void {
  // Every holder follows the list and lets go of the device's socket; then its data goes.
  remoteDevices.set(remoteDevices.get().filter((device) => device.host !== host));
  sessionPasswords.set(host, '');
  const { [host]: _, ...rest } = remoteLive.get();
  remoteLive.set(rest);
}

export interface RemoteLive {
  live: LivedataState;
  socket: LiveSocketState;
  /** Why no live data come, as last found out; cleared when the socket opens. */
  problem?: RemoteProblem;
}

/**
 * Live data and socket state per remote host. Without a REST snapshot the inverter list builds
 * up from the socket messages (the firmware sends each inverter at least every 10 s).
 */
export const remoteLive = createStore<Readonly<Record<string, RemoteLive>>>({});

function update(host: string, patch: Partial<RemoteLive>): void {
  const all = remoteLive.get();
  const previous = all[host] ?? { live: EMPTY_LIVEDATA, socket: 'offline' };
  remoteLive.set({ ...all, [host]: { ...previous, ...patch } });
}

const sockets = new Map<string, SharedSocket>();

/**
 * A listed device's `/livedata`, as a stream of the tabs' relay: like this device's own streams,
 * one tab (the leader) holds the socket for the whole browser and relays it to the others.
 */
function remoteSocket(host: string): SharedSocket {
  let socket = sockets.get(host);
  if (socket) return socket;
  socket = createSharedSocket({
    path: `//${host}/livedata`,
    url: () => {
      const password = passwordOf(host);
      return websocketUrl(
        '/livedata',
        { protocol: location.protocol, host },
        password ? `admin:${password}` : '',
      );
    },
    afterEachTask: true,
    onMessages: (messages) => {
      let live = remoteLive.get()[host]?.live ?? EMPTY_LIVEDATA;
      let problem: RemoteProblem | undefined;
      const now = Date.now();
      for (const text of messages) {
        try {
          const message: unknown = JSON.parse(text);
          if (typeof message !== 'object' || !message || Array.isArray(message)) throw message;
          live = mergeLivedata(live, message as LiveDataMessage, now);
        } catch {
          // A socket that speaks anything but the firmware's JSON objects is another server.
          problem = 'notDtu';
        }
      }
      update(host, problem ? { live, problem } : { live });
      advanceNow();
    },
  });
  const shared = socket;
  shared.subscribe(() => {
    const socket = shared.getState();
    update(host, socket === 'online' ? { socket, problem: undefined } : { socket });
  });
  sockets.set(host, shared);
  return shared;
}

// Every tab registers every listed device, so whichever tab leads knows how to open its socket.
const registerAll = () => {
  for (const { host } of remoteDevices.get()) remoteSocket(host);
};
remoteDevices.subscribe(registerAll);
registerAll();

/**
 * Keeps the sockets of every listed device open until the returned release is called, following
 * additions and removals. Used by the leader tab's recorder and by the `/sites` page; through the
 * relay, a browser holds one socket per device whatever the number of tabs.
 */
export function holdRemoteSockets(): () => void {
  const held = new Map<string, () => void>();
  const sync = () => {
    const hosts = new Set(remoteDevices.get().map((device) => device.host));
    for (const [host, release] of held) {
      if (hosts.has(host)) continue;
      release();
      held.delete(host);
    }
    for (const host of hosts) if (!held.has(host)) held.set(host, remoteSocket(host).acquire());
  };
  const unsubscribe = remoteDevices.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    for (const release of held.values()) release();
    held.clear();
  };
}

/** A first probe after the sockets had their chance to open; then again every 10 s. */
const FIRST_PROBE_MS = 3000;
const PROBE_EVERY_MS = 10_000;

/**
 * Until the returned stop is called (the `/sites` page), finds out why each listed device whose
 * socket is not open shows no live data (`problem`), every 10 s (one tab's page is enough).
 */
export function probeClosedDevices(
  probe: (host: string) => Promise<RemoteProblem> = probeRemote,
): () => void {
  let stopped = false;
  // One probe per device at a time; a slow one (a timeout) does not hold up the others.
  const probing = new Set<string>();
  const closed = (host: string) =>
    remoteDevices.get().some((device) => device.host === host) &&
    !['online', 'paused'].includes(remoteLive.get()[host]?.socket ?? 'offline');
  const round = () => {
    for (const { host } of remoteDevices.get()) {
      if (!closed(host) || probing.has(host)) continue;
      probing.add(host);
      void probe(host).then((problem) => {
        probing.delete(host);
        if (!stopped && closed(host)) update(host, { problem });
      });
    }
  };
  let timer = setTimeout(() => {
    round();
    timer = setInterval(round, PROBE_EVERY_MS);
  }, FIRST_PROBE_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(timer);
  };
}

export type SiteStatus = 'online' | 'stale' | 'offline';

/** Online: socket open and totals fresh; stale: socket open but no totals for 13 s. */
export function siteStatus(socket: LiveSocketState, live: LivedataState, now: number): SiteStatus {
  if (socket !== 'online') return 'offline';
  return now - (live.arrivedAtMs.total ?? -Infinity) <= STALE_AFTER_MS ? 'online' : 'stale';
}

/** The sums (W, Wh, kWh: the units of the totals) of the online devices' totals. */
export interface CombinedTotal {
  Power: number;
  YieldDay: number;
  YieldTotal: number;
  online: number;
  /** Some device is offline or stale: the sums leave it out. */
  partial: boolean;
}

/** Sums the totals of the online devices. */
export function combineTotals(sites: readonly { status: SiteStatus; total?: LiveTotal }[]): CombinedTotal {
  const sum: CombinedTotal = { Power: 0, YieldDay: 0, YieldTotal: 0, online: 0, partial: false };
  for (const { status, total } of sites) {
    if (status !== 'online' || !total) {
      sum.partial = true;
      continue;
    }
    sum.online += 1;
    sum.Power += total.Power.v;
    sum.YieldDay += total.YieldDay.v;
    sum.YieldTotal += total.YieldTotal.v;
  }
  return sum;
}
