import type { LiveSocketState } from './live-socket.ts';

/**
 * What the tabs of one origin tell each other over a BroadcastChannel:
 * `h` heartbeat (every tab; the leader's carries its socket states and is sent again on every
 * state change), `b` the tab is going away, `m` a socket message relayed by the leader.
 */
export type TabMessage =
  | {
      k: 'h';
      id: string;
      term: number;
      lead: boolean;
      needs: string[];
      states?: Record<string, LiveSocketState>;
    }
  | { k: 'b'; id: string }
  | { k: 'm'; id: string; p: string; d: string };

/**
 * The part of BroadcastChannel the election uses (tests pass an in-memory bus). What arrives is
 * unknown: any script of the origin may post anything.
 */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

const STATES = ['connecting', 'online', 'offline', 'paused'];
const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max;
/** A tab id (base 36: the start time and a random tail), a stream path. */
const isId = (v: unknown) => isText(v, 32) && /^[0-9a-z]+$/.test(v as string);
const isPath = (v: unknown) => isText(v, 300);

/**
 * The message when it has the shape of one (every field's type; a term is a whole number that
 * stays exact when the next claim adds one), else undefined: dropped without a word.
 */
export function readTabMessage(data: unknown): TabMessage | undefined {
  const m = data as Record<string, unknown> | null;
  if (typeof m !== 'object' || !m || !isId(m.id)) return undefined;
  if (m.k === 'b') return m as TabMessage;
  if (m.k === 'm') return isPath(m.p) && typeof m.d === 'string' ? (m as TabMessage) : undefined;
  const states = m.states as Record<string, unknown> | undefined;
  return m.k === 'h' &&
    Number.isSafeInteger(m.term) &&
    (m.term as number) >= 0 &&
    (m.term as number) < 2 ** 31 &&
    typeof m.lead === 'boolean' &&
    Array.isArray(m.needs) &&
    m.needs.length <= 100 &&
    m.needs.every(isPath) &&
    (states === undefined ||
      (typeof states === 'object' &&
        states !== null &&
        Object.entries(states).every(([path, state]) => isPath(path) && STATES.includes(state as string))))
    ? (m as TabMessage)
    : undefined;
}

export interface TabElectionOptions {
  channel: TabChannel;
  /** Sortable and unique; the oldest tab (smallest id) is the first candidate. */
  id: string;
  /** One-shot timer; returns its cancel function. */
  after?: (ms: number, run: () => void) => () => void;
  /** The socket paths this tab needs now (none while hidden). */
  needs: () => string[];
  /** Socket states the leader advertises in its heartbeats. */
  states: () => Record<string, LiveSocketState>;
  /** Relayed data (`m`) and leader heartbeats, already filtered to the current leader. */
  onData: (message: TabMessage) => void;
  /** Another tab's needs changed, or a tab came or went. */
  onNeeds: () => void;
}

/** Heartbeat period of every tab. */
export const BEAT_MS = 300;
/**
 * A leader without followers has nobody to beat for (a new tab's first heartbeat is answered at
 * once): it only looks at the clock this often, so a lone tab does not wake 3 times a second.
 */
const LONE_MS = 3000;
/**
 * A leader silent this long is gone; with one tick more a take-over stays within 2 s. Browsers
 * run the timers of background tabs once a second, so this leaves 0.7 s for a busy machine.
 */
export const LEASE_MS = 1700;
/** A tick this much later than due means this tab itself was starved or frozen. */
const LATE_MS = 1500;
/** A follower silent this long is gone (its needs no longer count). */
const PEER_LEASE_MS = 3000;
/** A new tab listens this long for a leader before it may claim. */
const DISCOVER_MS = 250;

interface Leader {
  id: string;
  term: number;
  seenAt: number;
}

const outranks = (a: { id: string; term: number }, b: { id: string; term: number }) =>
  a.term > b.term || (a.term === b.term && a.id < b.id);

export type TabElection = ReturnType<typeof createTabElection>;

/**
 * Leader election among the tabs of one origin, by heartbeats and a lease (no Web Locks on
 * plain http). The live candidate with the smallest id claims a new term when the leader is
 * gone; two leaders (a frozen tab waking up) resolve at the next heartbeat: higher term wins,
 * then the smaller id, and the loser steps down at once. (A closure, not a class: the build
 * shortens local names but not member names.)
 */
export function createTabElection(options: TabElectionOptions) {
  const { channel, id, needs, onData, onNeeds } = options;
  const now = Date.now;
  const after =
    options.after ??
    ((ms: number, run: () => void) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const peers = new Map<string, { seenAt: number; needs: string[] }>();
  const listeners = new Set<() => void>();
  let leader: Leader | undefined;
  let term = 0;
  let running = false;
  let startedAt = 0;
  /** When the next tick is due; a tick much later than this was starved or frozen. */
  let dueAt = 0;
  let cancelTick = () => {};

  const isLeader = (): boolean => leader?.id === id;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const setLeader = (next: Leader | undefined) => {
    const wasLeader = isLeader();
    const changed = next?.id !== leader?.id;
    leader = next;
    // A lone leader ticks slowly; as a follower it watches the lease every period again.
    if (wasLeader && !isLeader() && running) schedule(BEAT_MS);
    if (changed || wasLeader !== isLeader()) notify();
  };
  const forget = (peer: string) => {
    if (peers.delete(peer)) onNeeds();
  };

  /** Sends a heartbeat now, e.g. when this tab's needs changed. */
  function beat(): void {
    if (!running) return;
    const lead = isLeader();
    channel.postMessage({
      k: 'h',
      id,
      term,
      lead,
      needs: needs(),
      states: lead ? options.states() : undefined,
    });
  }

  function claimIfFirst(): void {
    if (leader || now() - startedAt < DISCOVER_MS) return;
    for (const peer of peers.keys()) if (peer < id) return;
    term += 1;
    // Announce first, so the followers accept the new leader's relayed states that follow.
    leader = { id, term, seenAt: now() };
    beat();
    notify();
  }

  function tick(): void {
    const at = now();
    // A tick that comes late means this tab was starved or frozen itself: the leader's beats may
    // still wait in its queue, so its silence is judged at the next tick, after those ran.
    const late = at - dueAt > LATE_MS - BEAT_MS;
    for (const [peer, seen] of peers) if (at - seen.seenAt > PEER_LEASE_MS) forget(peer);
    if (isLeader()) {
      // Alone, nobody needs the beat; after a starved or frozen spell another tab may have
      // claimed meanwhile, so a late tick announces this tab and the newer leader answers.
      if (peers.size > 0 || late) beat();
      return;
    }
    if (leader && at - leader.seenAt > LEASE_MS && !late) {
      forget(leader.id);
      setLeader(undefined);
    }
    claimIfFirst();
    beat();
  }

  function schedule(ms: number): void {
    cancelTick();
    dueAt = now() + ms;
    cancelTick = after(ms, () => {
      tick();
      if (running) schedule(isLeader() && peers.size === 0 ? LONE_MS : BEAT_MS);
    });
  }

  function fromLeader(message: Extract<TabMessage, { k: 'h' }>): void {
    if (leader && leader.id !== message.id && !outranks(message, leader)) {
      // A stale leader (e.g. a tab waking from a freeze): the real leader answers at once.
      if (isLeader()) beat();
      return;
    }
    setLeader({ id: message.id, term: message.term, seenAt: now() });
    onData(message);
  }

  function receive(message: TabMessage): void {
    if (message.id === id) return;
    if (message.k === 'b') {
      forget(message.id);
      if (leader?.id === message.id) {
        setLeader(undefined);
        claimIfFirst();
      }
      return;
    }
    if (message.k !== 'h') {
      if (leader?.id === message.id && !isLeader()) onData(message);
      return;
    }
    const before = peers.get(message.id);
    peers.set(message.id, { seenAt: now(), needs: message.needs });
    term = Math.max(term, message.term);
    if (message.lead) fromLeader(message);
    else if (leader?.id === message.id) setLeader(undefined);
    // A newcomer learns of the leader at once instead of waiting for the next beat, and a lone
    // leader goes back to beating every period.
    else if (!before && isLeader()) {
      beat();
      schedule(BEAT_MS);
    }
    if (before?.needs.join() !== message.needs.join()) onNeeds();
  }

  return {
    id,
    isLeader,
    beat,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Paths any live tab needs, this one included (what the leader keeps open). */
    allNeeds(): Set<string> {
      const all = new Set(needs());
      for (const peer of peers.values()) for (const path of peer.needs) all.add(path);
      return all;
    },
    start(): void {
      if (running) return;
      running = true;
      channel.onmessage = (event) => {
        const message = readTabMessage(event.data);
        if (message) receive(message);
      };
      startedAt = now();
      beat();
      schedule(DISCOVER_MS);
    },
    /** Leaves for good (page hidden for unload, frozen): the others elect a successor at once. */
    stop(): void {
      if (!running) return;
      running = false;
      cancelTick();
      channel.onmessage = null;
      channel.postMessage({ k: 'b', id });
      peers.clear();
      setLeader(undefined);
    },
    /** Relays data to the other tabs (leader only, and only while there are any). */
    post(message: TabMessage): void {
      if (running && isLeader() && peers.size > 0) channel.postMessage(message);
    },
  };
}
