import type { Generation } from '@dtu/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { fakeSocketsPerTest } from '../test-support/fake-sockets.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { createJsonStream, useJsonStream } from './json-stream.ts';
import { getLimiterStatus, refreshLimiterStatus } from './limiter-status.ts';

fakeSocketsPerTest();

/** A stream that keeps the latest message, on `path` with its REST twin. */
const latest = (path: string, snapshotPath: string) =>
  createJsonStream<unknown, unknown>({
    path,
    snapshotPath,
    initial: undefined,
    apply: (_state, message) => message,
  });

// The OnBattery streams of 2024.05.03: one 2026.03.31 still serves, one it dropped.
const battery = latest('/batterylivedata', '/api/batterylivedata/status');
const vedirect = latest('/vedirectlivedata', '/api/vedirectlivedata/status');

function Streams() {
  useJsonStream(battery, (state) => state);
  useJsonStream(vedirect, (state) => state);
  return null;
}

function openedOn(generation: Generation | 'probing') {
  runFirmware(generation);
  const api = fakeDeviceApi({});
  render(<Streams />);
  return {
    sockets: FakeSocket.instances.map((socket) => new URL(socket.url).pathname),
    reads: api.fetchMock.mock.calls.map(([path]) => String(path)),
  };
}

describe('sockets per firmware generation', () => {
  it('opens the 2024 OnBattery sockets on 2024.05.03', () => {
    expect(openedOn('onbattery-2024.05.03').sockets.sort()).toEqual([
      '/batterylivedata',
      '/vedirectlivedata',
    ]);
  });

  it('opens no socket 2026.03.31 dropped (it would answer index.html forever), nor reads its snapshot', () => {
    const { sockets, reads } = openedOn('onbattery-2026.03.31');
    expect(sockets).toEqual(['/batterylivedata']);
    expect(reads).not.toContain('/api/vedirectlivedata/status');
  });

  it('opens no OnBattery socket on plain OpenDTU, an unknown firmware, or while probing', () => {
    for (const generation of ['opendtu-v26.3.30', 'unknown', 'probing'] as const) {
      expect(openedOn(generation).sockets).toEqual([]);
    }
  });

  it('does not poll the power limiter on plain OpenDTU', async () => {
    runFirmware('opendtu-v26.3.30');
    const api = fakeDeviceApi({ 'GET /api/powerlimiter/status': { enabled: true } });
    await refreshLimiterStatus(Date.now() + 3_600_000);
    expect(getLimiterStatus()).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
