import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, DEMO_HM, DEMO_HMS, DEMO_HMT, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { beats, flush, openSocket } from './support/core-fixture.ts';
import { describeLiveMessage } from './support/live-shape.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

const connect = (app: FastifyInstance) => openSocket(app, '/livedata');

/** Polls: HM at 5 s, HMS at 10 s, HMT at 15 s; unsent for over 10 s: HMT at 12 s, HM at 16 s. */
const INVERTER_SENDS: Readonly<Record<number, readonly string[]>> = {
  1: [DEMO_HM, DEMO_HMS, DEMO_HMT],
  5: [DEMO_HM],
  10: [DEMO_HMS],
  12: [DEMO_HMT],
  15: [DEMO_HMT],
  16: [DEMO_HM],
};

describe.each(PERSONALITIES)('the /livedata socket on $firmware', (facts) => {
  const { firmware } = facts;

  it('sends one message per inverter on new data or after 10 s, paced by the device clock', async () => {
    const started = await opened(liveApp({ firmware }));
    const { socket, received } = await connect(started.app);
    // Nothing on connect, and nothing from the running heartbeat while the clock stands still.
    await beats(started.app, 2);
    await flush(socket);
    expect(received).toEqual([]);

    const perSecond: string[][] = [];
    for (let second = 1; second <= 16; second++) {
      await advance(started.app, 1000);
      await flush(socket);
      perSecond.push(received.splice(0).map((text) => describeLiveMessage(facts, text)));
    }
    perSecond.forEach((serials, index) => {
      const second = index + 1;
      const onBattery = facts.liveSocketBlockSeconds.includes(second) ? ['B'] : [];
      expect(serials, `second ${second}`).toEqual([...onBattery, ...(INVERTER_SENDS[second] ?? [])]);
    });
    socket.close();
  });

  it('pushes the detailed inverter with total and hints', async () => {
    const started = await opened(liveApp({ firmware }));
    const { socket, received } = await connect(started.app);
    for (let second = 0; second < 6; second++) await advance(started.app, 1000);
    await flush(socket);
    const messages = received.map((text) => JSON.parse(text)).filter((m) => 'inverters' in m);
    const fresh = messages.filter((m) => m.inverters[0].serial === DEMO_HM).at(-1);
    expect(fresh.inverters[0].data_age).toBe(0);
    expect(fresh.inverters[0].producing).toBe(true);
    expect(fresh.total.Power.u).toBe('W');
    expect(fresh.hints.default_password).toBe(true);
    for (const hint of facts.hintExtras) expect(typeof fresh.hints[hint], hint).toBe('boolean');
    socket.close();
  });
});
