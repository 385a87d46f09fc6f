import type { TabChannel, TabMessage } from '../live/tab-election.ts';

/**
 * In-memory stand-in for a BroadcastChannel shared by several tabs, with their timers on the
 * (fake) global clock. A frozen tab neither runs timers nor handles messages; both wait, in
 * order, until it wakes, as in a browser that froze a page. Delivery is asynchronous (1 ms).
 */
export class FakeTab implements TabChannel {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  frozen = false;
  closed = false;
  private held: { task: () => void; timer: boolean }[] = [];

  constructor(private readonly bus: FakeTab[]) {
    bus.push(this);
  }

  postMessage(message: TabMessage): void {
    if (this.closed) return;
    const copy = structuredClone(message);
    for (const tab of this.bus) {
      if (tab !== this && !tab.closed)
        setTimeout(() => tab.run(() => tab.onmessage?.({ data: copy }), false), 1);
    }
  }

  close(): void {
    this.closed = true;
  }

  /** The tab's one-shot timer (the election's `after`). */
  readonly after = (ms: number, run: () => void): (() => void) => {
    const timer = setTimeout(() => this.run(run, true), ms);
    return () => clearTimeout(timer);
  };

  /** Stops everything at once, as a crashed or killed tab: no goodbye. */
  vanish(): void {
    this.closed = true;
    this.frozen = true;
    this.held = [];
  }

  /** Runs what waited, in order; `timersFirst`: a starved page whose timers beat its messages. */
  wake(timersFirst = false): void {
    this.frozen = false;
    const held = this.held;
    this.held = [];
    const ordered = timersFirst ? [...held.filter((h) => h.timer), ...held.filter((h) => !h.timer)] : held;
    for (const { task } of ordered) task();
  }

  private run(task: () => void, timer: boolean): void {
    if (this.closed && this.frozen) return;
    if (this.frozen) this.held.push({ task, timer });
    else task();
  }
}
