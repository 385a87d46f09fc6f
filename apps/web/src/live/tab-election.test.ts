import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTab } from '../test-support/fake-tab-bus.ts';
import {
  createTabElection,
  LEASE_MS,
  readTabMessage,
  type TabElection,
  type TabMessage,
} from './tab-election.ts';

let bus: FakeTab[];

beforeEach(() => {
  vi.useFakeTimers();
  bus = [];
});
afterEach(() => vi.useRealTimers());

interface Tab {
  channel: FakeTab;
  election: TabElection;
  needs: string[];
  data: unknown[];
}

function openTab(id: string, needs: string[] = []): Tab {
  const channel = new FakeTab(bus);
  const tab: Tab = { channel, needs, data: [], election: undefined as unknown as TabElection };
  tab.election = createTabElection({
    channel,
    id,
    after: channel.after,
    needs: () => tab.needs,
    states: () => ({ '/livedata': 'online' }),
    onData: (message) => tab.data.push(message),
    onNeeds: () => {},
  });
  tab.election.start();
  return tab;
}

const leaders = (tabs: Tab[]) => tabs.filter((tab) => tab.election.isLeader()).map((tab) => tab.election.id);

/** Advances the clock in small steps; returns the most leaders seen at once after `settleMs`. */
function run(tabs: Tab[], ms: number, settleMs = 0): number {
  let most = 0;
  for (let t = 0; t < ms; t += 10) {
    vi.advanceTimersByTime(10);
    if (t >= settleMs) most = Math.max(most, leaders(tabs).length);
  }
  return most;
}

describe('TabElection', () => {
  it('a lone tab leads after a short discovery; a tab opened later follows at once', () => {
    const a = openTab('a');
    expect(a.election.isLeader()).toBe(false);
    run([a], 400);
    expect(a.election.isLeader()).toBe(true);

    const b = openTab('b');
    expect(run([a, b], 5_000)).toBe(1);
    expect(leaders([a, b])).toEqual(['a']);
    // The follower got the leader's heartbeat (with its socket states) as data.
    expect(b.data).toContainEqual(
      expect.objectContaining({ k: 'h', id: 'a', states: { '/livedata': 'online' } }),
    );
  });

  it('two tabs starting at once end with exactly one leader, never two', () => {
    const tabs = [openTab('b'), openTab('a')];
    expect(run(tabs, 10_000)).toBe(1);
    expect(leaders(tabs)).toEqual(['a']);
  });

  it('a leader that says goodbye is replaced at once by the oldest remaining tab', () => {
    const tabs = [openTab('a'), openTab('b'), openTab('c')];
    run(tabs, 1_000);
    tabs[0].election.stop();
    tabs[0].channel.close();
    run(tabs, 50);
    expect(leaders(tabs)).toEqual(['b']);
    expect(run(tabs, 5_000)).toBe(1);
  });

  it('a leader that vanishes without a word is replaced within 2 s', () => {
    const tabs = [openTab('a'), openTab('b'), openTab('c')];
    run(tabs, 1_000);
    tabs[0].channel.vanish();
    const rest = tabs.slice(1);
    let tookMs = 0;
    while (leaders(rest).length === 0 && tookMs < 5_000) {
      vi.advanceTimersByTime(10);
      tookMs += 10;
    }
    expect(leaders(rest)).toEqual(['b']);
    expect(tookMs).toBeLessThan(2_000);
    expect(tookMs).toBeGreaterThanOrEqual(LEASE_MS - 500);
  });

  it('a frozen leader that wakes up steps down within one message round trip', () => {
    const tabs = [openTab('a'), openTab('b'), openTab('c')];
    run(tabs, 1_000);
    tabs[0].channel.frozen = true;
    run(tabs, 2_000);
    expect(leaders(tabs.slice(1))).toEqual(['b']);
    run(tabs, 3_000);

    // On waking, its queued timers and messages run: it still believes it leads for a moment.
    tabs[0].channel.wake();
    run(tabs, 20);
    expect(leaders(tabs)).toEqual(['b']);
    expect(run(tabs, 10_000)).toBe(1);
    expect(leaders(tabs)).toEqual(['b']);
  });

  it('a leader frozen between two heartbeats of the others also steps down on its own next beat', () => {
    const tabs = [openTab('a'), openTab('b')];
    run(tabs, 1_000);
    tabs[0].channel.frozen = true;
    run(tabs, 1_800);
    expect(leaders(tabs)).toEqual(['a', 'b']);
    // Drop what piled up meanwhile: only a's own next heartbeat tells b it is back.
    tabs[0].channel.vanish();
    tabs[0].channel.closed = false;
    tabs[0].channel.wake();
    expect(tabs[0].election.isLeader()).toBe(true);
    tabs[0].election.beat();
    run(tabs, 20);
    expect(leaders(tabs)).toEqual(['b']);
  });

  it('a starved follower whose timers run before its queued messages does not take over', () => {
    const tabs = [openTab('a'), openTab('b')];
    run(tabs, 1_000);
    // b is starved for 3 s while a keeps beating; its timers then run before the waiting beats.
    tabs[1].channel.frozen = true;
    run(tabs, 3_000);
    tabs[1].channel.wake(true);
    expect(run(tabs, 5_000)).toBe(1);
    expect(leaders(tabs)).toEqual(['a']);
  });

  it('the leader knows every live tab’s needs and forgets those of a tab that left', () => {
    const a = openTab('a', ['/livedata']);
    run([a], 400);
    const b = openTab('b', ['/console']);
    run([a, b], 1_000);
    expect([...a.election.allNeeds()].sort()).toEqual(['/console', '/livedata']);
    b.election.stop();
    run([a, b], 50);
    expect([...a.election.allNeeds()]).toEqual(['/livedata']);
  });

  it('relays data only from the current leader', () => {
    const a = openTab('a');
    run([a], 400);
    const b = openTab('b');
    const c = openTab('c');
    run([a, b, c], 1_000);
    a.election.post({ k: 'm', id: 'a', p: '/livedata', d: 'from leader' });
    // A follower cannot relay, and a stray message from a non-leader is ignored.
    b.election.post({ k: 'm', id: 'b', p: '/livedata', d: 'from follower' });
    c.channel.postMessage({ k: 'm', id: 'c', p: '/livedata', d: 'stray' });
    run([a, b, c], 20);
    const texts = (tab: Tab) =>
      tab.data.flatMap((m) => ((m as { k: string }).k === 'm' ? [(m as { d: string }).d] : []));
    expect(texts(b)).toEqual(['from leader']);
    expect(texts(c)).toEqual(['from leader']);
    expect(texts(a)).toEqual([]);
  });

  it('a lone leader stays silent (no heartbeats, no relays) and answers a new tab at once', () => {
    const a = openTab('a');
    run([a], 400);
    const posted = vi.spyOn(a.channel, 'postMessage');
    a.election.post({ k: 'm', id: 'a', p: '/livedata', d: 'nobody listens' });
    run([a], 10_000);
    expect(posted).not.toHaveBeenCalled();

    const b = openTab('b');
    expect(run([a, b], 10_000)).toBe(1);
    expect(leaders([a, b])).toEqual(['a']);
    a.election.post({ k: 'm', id: 'a', p: '/livedata', d: 'for b' });
    run([a, b], 20);
    expect(b.data).toContainEqual(expect.objectContaining({ k: 'm', d: 'for b' }));
  });

  it('drops malformed messages quietly: no error, no leader change, nothing relayed', () => {
    const a = openTab('a');
    const b = openTab('b');
    run([a, b], 1_000);
    expect(leaders([a, b])).toEqual(['a']);
    const stranger = new FakeTab(bus);
    const garbage: unknown[] = [
      null,
      'x',
      42,
      [],
      { k: 'h' },
      { k: 'h', id: '0', term: 99, lead: true }, // no needs: this broke the leader's sync
      { k: 'h', id: '0', term: Number.NaN, lead: true, needs: [] },
      { k: 'h', id: '0', term: Number.POSITIVE_INFINITY, lead: true, needs: [] },
      { k: 'h', id: '0', term: 2 ** 53, lead: true, needs: [] },
      { k: 'h', id: '0', term: 99, lead: 'yes', needs: [] },
      { k: 'h', id: '0', term: 99, lead: true, needs: [7] },
      { k: 'h', id: '0', term: 99, lead: true, needs: [], states: { '/livedata': 'hacked' } },
      { k: 'h', id: { toString: null }, term: 99, lead: true, needs: [] },
      { k: 'm', id: 'a', p: '/livedata', d: 7 },
      { k: 'b', id: 'A B' },
      { k: 'x', id: 'a' },
    ];
    for (const data of garbage) {
      expect(readTabMessage(data), JSON.stringify(data)).toBeUndefined();
      stranger.postMessage(data as TabMessage);
    }
    expect(() => run([a, b], 1_000)).not.toThrow();
    expect(leaders([a, b])).toEqual(['a']);
    expect(b.election.allNeeds()).toEqual(new Set());
    expect(b.data.every((m) => (m as TabMessage).id === 'a')).toBe(true);
  });
});
