import type { LiveSocketState } from './live-socket.ts';

/**
 * What the tabs of one origin tell each other over a BroadcastChannel:
 * `h` heartbeat (every tab; the leader's carries its socket states), `b` the tab is going away,
 * `m` a socket message relayed by the leader, `s` a socket state relayed by the leader.
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
  | { k: 'm'; id: string; p: string; d: string }
  | { k: 's'; id: string; p: string; s: LiveSocketState };

/** The part of BroadcastChannel the election uses (tests pass an in-memory bus). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: TabMessage }) => void) | null;
  close(): void;
}

export interface TabElectionOptions {
  channel: TabChannel;
  /** Sortable and unique; the oldest tab (smallest id) is the first candidate. */
  id: string;
  now?: () => number;
  /** One-shot timer; returns its cancel function. */
  after?: (ms: number, run: () => void) => () => void;
  /** The socket paths this tab needs now (none while hidden). */
  needs: () => string[];
  /** Socket states the leader advertises in its heartbeats. */
  states: () => Record<string, LiveSocketState>;
  /** Relayed data (`m`, `s`) and leader heartbeats, already filtered to the current leader. */
  onData: (message: TabMessage) => void;
  /** Another tab's needs changed, or a tab came or went. */
  onNeeds: () => void;
}

/** Heartbeat period; followers beat every second period. */
export const BEAT_MS = 400;
/** A leader silent this long is gone: 3 missed beats; with one tick more a take-over stays under 2 s. */
export const LEASE_MS = 1500;
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

/**
 * Leader election among the tabs of one origin, by heartbeats and a lease (no Web Locks on
 * plain http). The live candidate with the smallest id claims a new term when the leader is
 * gone; two leaders (a frozen tab waking up) resolve at the next heartbeat: higher term wins,
 * then the smaller id, and the loser steps down at once.
 */
export class TabElection {
  private leader: Leader | undefined;
  private term = 0;
  private running = false;
  private startedAt = 0;
  private beats = 0;
  private lastTickAt = 0;
  private cancelTick = () => {};
  private readonly peers = new Map<string, { seenAt: number; needs: string[] }>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly after: (ms: number, run: () => void) => () => void;

  constructor(private readonly options: TabElectionOptions) {
    this.now = options.now ?? Date.now;
    this.after =
      options.after ??
      ((ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      });
  }

  get id(): string {
    return this.options.id;
  }

  isLeader = (): boolean => this.leader?.id === this.options.id;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Paths any live tab needs, this one included (what the leader keeps open). */
  allNeeds(): Set<string> {
    const all = new Set(this.options.needs());
    for (const peer of this.peers.values()) for (const path of peer.needs) all.add(path);
    return all;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.channel.onmessage = (event) => this.receive(event.data);
    this.startedAt = this.now();
    this.lastTickAt = this.startedAt;
    this.beat();
    this.schedule(DISCOVER_MS);
  }

  /** Leaves for good (page hidden for unload, frozen): the others elect a successor at once. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.cancelTick();
    this.options.channel.onmessage = null;
    this.options.channel.postMessage({ k: 'b', id: this.id });
    this.peers.clear();
    this.setLeader(undefined);
  }

  /** Sends a heartbeat now, e.g. when this tab's needs changed. */
  beat(): void {
    if (!this.running) return;
    const lead = this.isLeader();
    this.options.channel.postMessage({
      k: 'h',
      id: this.id,
      term: this.term,
      lead,
      needs: this.options.needs(),
      states: lead ? this.options.states() : undefined,
    });
  }

  /** Relays data to the other tabs (leader only). */
  post(message: TabMessage): void {
    if (this.running && this.isLeader()) this.options.channel.postMessage(message);
  }

  private schedule(ms: number): void {
    this.cancelTick();
    this.cancelTick = this.after(ms, () => {
      this.tick();
      if (this.running) this.schedule(BEAT_MS);
    });
  }

  private tick(): void {
    const now = this.now();
    // A tick that comes late means this tab was starved or frozen itself: the leader's beats may
    // still wait in its queue, so its silence is judged at the next tick, after those ran.
    const late = now - this.lastTickAt > 2 * BEAT_MS;
    this.lastTickAt = now;
    for (const [id, peer] of this.peers) if (now - peer.seenAt > PEER_LEASE_MS) this.forget(id);
    if (this.isLeader()) {
      this.beat();
      return;
    }
    if (this.leader && now - this.leader.seenAt > LEASE_MS && !late) {
      this.forget(this.leader.id);
      this.setLeader(undefined);
    }
    this.claimIfFirst();
    this.beats += 1;
    if (this.beats % 2 === 0 && !this.isLeader()) this.beat();
  }

  private claimIfFirst(): void {
    if (this.leader || this.now() - this.startedAt < DISCOVER_MS) return;
    for (const id of this.peers.keys()) if (id < this.id) return;
    this.term += 1;
    // Announce first, so the followers accept the new leader's relayed states that follow.
    this.leader = { id: this.id, term: this.term, seenAt: this.now() };
    this.beat();
    this.notify();
  }

  private forget(id: string): void {
    if (this.peers.delete(id)) this.options.onNeeds();
  }

  private receive(message: TabMessage): void {
    if (message.id === this.id) return;
    if (message.k === 'b') {
      this.forget(message.id);
      if (this.leader?.id === message.id) {
        this.setLeader(undefined);
        this.claimIfFirst();
      }
      return;
    }
    if (message.k !== 'h') {
      if (this.leader?.id === message.id && !this.isLeader()) this.options.onData(message);
      return;
    }
    const before = this.peers.get(message.id);
    this.peers.set(message.id, { seenAt: this.now(), needs: message.needs });
    this.term = Math.max(this.term, message.term);
    if (message.lead) this.fromLeader(message);
    else if (this.leader?.id === message.id) this.setLeader(undefined);
    // A newcomer learns of the leader at once instead of waiting for the next beat.
    else if (!before && this.isLeader()) this.beat();
    if (before?.needs.join() !== message.needs.join()) this.options.onNeeds();
  }

  private fromLeader(message: Extract<TabMessage, { k: 'h' }>): void {
    const current = this.leader;
    if (current && current.id !== message.id && !outranks(message, current)) {
      // A stale leader (e.g. a tab waking from a freeze): the real leader answers at once.
      if (this.isLeader()) this.beat();
      return;
    }
    this.setLeader({ id: message.id, term: message.term, seenAt: this.now() });
    this.options.onData(message);
  }

  private setLeader(next: Leader | undefined): void {
    const wasLeader = this.isLeader();
    const changed = next?.id !== this.leader?.id;
    this.leader = next;
    if (changed || wasLeader !== this.isLeader()) this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
