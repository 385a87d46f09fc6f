import { CONSOLE_PING_S } from '@dtu/contract';
import { createSharedSocket } from '../../live/shared-socket.ts';

const readers = new Set<(lines: readonly string[]) => void>();

/** `/console`, shared by every tab showing it; the device keeps no history, so lines go to readers. */
export const consoleSocket = createSharedSocket({
  path: '/console',
  onMessages: (lines) => {
    for (const read of readers) read(lines);
  },
  // The console pings every 5 s and reconnects when the socket is not open.
  keepaliveMs: CONSOLE_PING_S * 1000,
});

export function readConsoleLines(read: (lines: readonly string[]) => void): () => void {
  readers.add(read);
  return () => readers.delete(read);
}
