import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { probeRemote } from './remote-probe.ts';

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.instances = [];
});

/** A probe of `dtu2:81` against an HTTP answer (or failure) and a scripted public socket. */
function probe(answer: (init?: RequestInit) => Promise<Response>) {
  const fetcher = vi.fn((_url: string, init?: RequestInit) => answer(init));
  const createSocket = (url: string) => new FakeSocket(url);
  const result = probeRemote('dtu2:81', { fetcher: fetcher as never, createSocket, protocol: 'http:' });
  return { result, fetcher };
}

/** An opaque answer, as a no-cors request gets whatever the status (401, or index.html with 200). */
const answers = () => Promise.resolve(new Response(''));

/** The public socket, once the HTTP answer is in. */
async function publicSocket(): Promise<FakeSocket> {
  await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1), ASYNC_TIMEOUT_MS);
  const socket = FakeSocket.latest();
  expect(socket.url).toBe('ws://dtu2:81/vedirectlivedata');
  return socket;
}

describe('probeRemote', () => {
  it('says refused when nothing answers, without trying a socket', async () => {
    const { result, fetcher } = probe(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(result).resolves.toBe('refused');
    expect(fetcher).toHaveBeenCalledWith('http://dtu2:81/', expect.objectContaining({ mode: 'no-cors' }));
    expect(FakeSocket.instances).toEqual([]);
  });

  it('says timeout when no answer comes within five seconds', async () => {
    vi.useFakeTimers();
    const { result } = probe(
      (init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(FakeSocket.instances).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('timeout');
  });

  it('takes an answer for an OpenDTU refusing the password when its public socket opens', async () => {
    const { result } = probe(answers);
    const socket = await publicSocket();
    socket.open();
    await expect(result).resolves.toBe('auth');
    expect(socket.closed).toBe(true);
  });

  it('takes an answer for another server when no public socket opens, or none in time', async () => {
    const refused = probe(answers);
    (await publicSocket()).drop();
    await expect(refused.result).resolves.toBe('notDtu');

    FakeSocket.instances = [];
    vi.useFakeTimers();
    const silent = probe(answers);
    await publicSocket();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(silent.result).resolves.toBe('notDtu');
  });
});
