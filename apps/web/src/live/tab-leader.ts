import { socketRelay } from './shared-socket.ts';

/**
 * Whether this tab holds the device sockets for the whole browser (the elected leader among
 * the tabs of this origin); always true for a tab that is alone or has no BroadcastChannel.
 */
export const tabLeader: { isLeader(): boolean; subscribe(listener: () => void): () => void } = {
  isLeader: socketRelay.isLeader,
  subscribe: (listener) => socketRelay.election?.subscribe(listener) ?? (() => {}),
};
