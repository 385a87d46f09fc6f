import { useSyncExternalStore } from 'react';
import { tabLeader } from '../live/tab-leader.ts';

/** Whether this tab holds the device sockets (and runs the alert rules). */
export const useLeader = () =>
  useSyncExternalStore(tabLeader.subscribe, tabLeader.isLeader, tabLeader.isLeader);
