/**
 * Which tab holds the device's socket. Stand-in until the cross-tab leader lands: every tab
 * leads. The real implementation keeps exactly this export.
 */
export const tabLeader: { isLeader(): boolean; subscribe(listener: () => void): () => void } = {
  isLeader: () => true,
  subscribe: () => () => {},
};
