import { useEffect } from 'react';
import { useStore } from '../store/store.ts';
import type { LiveSocketState } from './live-socket.ts';
import { livedataStore } from './livedata.ts';
import { EMPTY_LIVEDATA, type LivedataState } from './merge-livedata.ts';
import {
  holdRemoteSockets,
  probeClosedDevices,
  remoteDevices,
  remoteLive,
  type SiteStatus,
  siteStatus,
} from './remote-devices.ts';
import type { RemoteProblem } from './remote-probe.ts';

export interface Site {
  host: string;
  /** The device that served this page. */
  local?: boolean;
  live: LivedataState;
  status: SiteStatus;
  problem?: RemoteProblem;
}

/**
 * This device (its `/livedata` socket in state `connection`) first, then every added device,
 * each with its status at `now`; keeps the added devices' sockets open while mounted.
 */
export function useSites(connection: LiveSocketState, now: number): Site[] {
  const local = useStore(livedataStore, (state) => state);
  const devices = useStore(remoteDevices, (list) => list);
  const remote = useStore(remoteLive, (all) => all);
  useEffect(holdRemoteSockets, []);
  useEffect(probeClosedDevices, []);
  return [
    { host: location.host, local: true, live: local, status: siteStatus(connection, local, now) },
    ...devices.map(({ host }) => {
      const { live, socket, problem } = remote[host] ?? { live: EMPTY_LIVEDATA, socket: 'offline' };
      return { host, live, status: siteStatus(socket, live, now), problem };
    }),
  ];
}
