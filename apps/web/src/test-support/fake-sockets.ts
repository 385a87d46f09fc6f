import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from './fake-socket.ts';

/** Call once per file: every test starts with no sockets and `WebSocket` replaced by `FakeSocket`. */
export function fakeSocketsPerTest(): void {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());
}
