import { CODE } from '@dtu/contract';
import { deviceAnswer, SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { useDeviceCommand } from './use-device-command.ts';

const WARNING = deviceAnswer(CODE.ValuesMissing);

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('useDeviceCommand', () => {
  it('posts the data, keeps a warning for the alert and calls onSuccess only on success', async () => {
    const api = fakeDeviceApi({
      'POST /api/limit/config': ({ data }: { data: unknown }) =>
        (data as { ok: boolean }).ok ? SETTINGS_SAVED : WARNING,
    });
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useDeviceCommand<{ ok: boolean }>('/api/limit/config', { onSuccess }),
    );

    await act(() => result.current.send({ ok: false }));
    expect(result.current.answer).toEqual(WARNING);
    expect(onSuccess).not.toHaveBeenCalled();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.send({ ok: true });
    });
    expect(answer).toEqual(SETTINGS_SAVED);
    expect(onSuccess).toHaveBeenCalledWith(SETTINGS_SAVED, { ok: true });
    // A success is shown by the owner (the dialog closes); the stale warning is gone.
    expect(result.current.answer).toBeUndefined();
    expect(api.posts.map((post) => post.data)).toEqual([{ ok: false }, { ok: true }]);
  });

  it('keeps a success answer with keepSuccess, posts to another path on request, and dismisses', async () => {
    const api = fakeDeviceApi({ 'POST /api/inverter/del': SETTINGS_SAVED });
    const { result } = renderHook(() => useDeviceCommand('/api/inverter/add', { keepSuccess: true }));
    await act(() => result.current.send({ id: 1 }, '/api/inverter/del'));
    expect(api.posts).toEqual([{ path: '/api/inverter/del', data: { id: 1 } }]);
    expect(result.current.answer).toEqual(SETTINGS_SAVED);
    act(() => result.current.dismiss());
    expect(result.current.answer).toBeUndefined();
  });

  it('reports sending while the call runs', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { result } = renderHook(() => useDeviceCommand('/api/power/config'));
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send({ serial: '1', power: true });
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      release(new Response(JSON.stringify(SETTINGS_SAVED)));
      await sent;
    });
    expect(result.current.sending).toBe(false);
  });

  it('resolves undefined when the client went to the error page, but never swallows onSuccess errors', async () => {
    fakeDeviceApi({ 'POST /api/ok': SETTINGS_SAVED, 'POST /api/broken': new Response('', { status: 500 }) });
    const failing = new Error('owner bug');
    const { result } = renderHook(() =>
      useDeviceCommand('/api/ok', {
        onSuccess: () => {
          throw failing;
        },
      }),
    );
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.send({}, '/api/broken');
    });
    expect(answer).toBeUndefined();
    expect(window.location.pathname).toBe('/error');
    await act(async () => {
      await expect(result.current.send({})).rejects.toBe(failing);
    });
    expect(result.current.sending).toBe(false);
  });
});
