import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test-support/fake-socket.ts';
import { applyLivedataMessages, livedataStore, preloadLivedataSnapshot } from './livedata.ts';
import type { LiveInverter } from './livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA } from './merge-livedata.ts';
import { useInverterSerials, useLivedataConnection, useLiveInverter } from './use-livedata.ts';

function inverter(serial: string, order: number, power = 0): LiveInverter {
  return {
    serial,
    name: serial,
    order,
    data_age: 0,
    poll_enabled: true,
    reachable: true,
    producing: power > 0,
    limit_relative: 100,
    limit_absolute: power,
  };
}

const renders: Record<string, number> = {};

function InverterRow({ serial }: { serial: string }) {
  renders[serial] = (renders[serial] ?? 0) + 1;
  const entry = useLiveInverter(serial);
  return <li>{`${serial}: ${entry?.inverter.limit_absolute}`}</li>;
}

function InverterList() {
  renders.list = (renders.list ?? 0) + 1;
  const serials = useInverterSerials();
  return (
    <ul>
      {serials.map((serial) => (
        <InverterRow key={serial} serial={serial} />
      ))}
    </ul>
  );
}

function Page() {
  const state = useLivedataConnection();
  return (
    <>
      <p>{state}</p>
      <InverterList />
    </>
  );
}

beforeEach(() => {
  for (const key of Object.keys(renders)) delete renders[key];
  livedataStore.set(EMPTY_LIVEDATA);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live data hooks', () => {
  it('re-renders only the inverter a message is about', () => {
    livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('a', 0), inverter('b', 1)] }, 0));
    render(<InverterList />);
    expect(renders).toEqual({ list: 1, a: 1, b: 1 });
    act(() => applyLivedataMessages([JSON.stringify({ inverters: [inverter('b', 1, 300)] })]));
    expect(screen.getByText('b: 300')).toBeTruthy();
    expect(renders).toEqual({ list: 1, a: 1, b: 2 });
  });

  it('applies a burst of messages as one update', () => {
    livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('a', 0)] }, 0));
    render(<InverterList />);
    act(() =>
      applyLivedataMessages([
        JSON.stringify({ inverters: [inverter('a', 0, 1)] }),
        'not json',
        JSON.stringify({ inverters: [inverter('a', 0, 2)] }),
        JSON.stringify({ battery: { enabled: true } }),
      ]),
    );
    expect(screen.getByText('a: 2')).toBeTruthy();
    expect(renders.a).toBe(2);
    expect(livedataStore.get().battery).toEqual({ enabled: true });
  });

  it('re-renders the list when an inverter is added', () => {
    livedataStore.set(applySnapshot(EMPTY_LIVEDATA, { inverters: [inverter('b', 1)] }, 0));
    render(<InverterList />);
    act(() => applyLivedataMessages([JSON.stringify({ inverters: [inverter('a', 0)] })]));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a: 0', 'b: 0']);
  });

  it('opens /livedata while mounted, starting from the HTTP snapshot', async () => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const fetchMock = vi.fn(
      async (_path: string) => new Response(JSON.stringify({ inverters: [inverter('a', 0, 5)] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const view = render(<Page />);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/livedata/status');
    expect(FakeSocket.latest().url).toMatch(/^ws:\/\/[^/]+\/livedata$/);
    await waitFor(() => expect(screen.getByText('a: 5')).toBeTruthy());
    act(() => FakeSocket.latest().open());
    expect(screen.getByText('online')).toBeTruthy();
    view.unmount();
    expect(FakeSocket.latest().closed).toBe(true);
  });

  it('joins the snapshot read started before the first render instead of asking twice', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((_path: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    preloadLivedataSnapshot();
    const view = render(<Page />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ inverters: [inverter('p', 0, 7)] })));
    await waitFor(() => expect(screen.getByText('p: 7')).toBeTruthy());
    view.unmount();
    // Done: the next first use reads again.
    render(<Page />);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
