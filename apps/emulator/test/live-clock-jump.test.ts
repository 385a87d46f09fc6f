import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, DEMO_HM, DEMO_HMS, DEMO_HMT, getJson, liveApp, post, SUMMER_NOON } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { flush, openSocket } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

async function connect(app: FastifyInstance) {
  const { socket, received } = await openSocket(app, '/livedata');
  /**
   * Moves the device clock a second at a time (at most `steps`) until the messages satisfy `done`;
   * after each step the send has run and everything it sent has arrived (the socket's ping
   * round trip), so no step is judged before its messages are in.
   */
  const until = async (done: () => boolean, steps: number) => {
    for (let i = 0; i < steps && !done(); i++) {
      await advance(app, 1000);
      await flush(socket);
    }
  };
  return { socket, received, until };
}

const serialsIn = (texts: string[]) =>
  new Set(
    texts.map((text) => {
      const message = JSON.parse(text);
      return 'inverters' in message ? (message.inverters[0].serial as string) : 'B';
    }),
  );

describe.each(PERSONALITIES)('a wall-clock jump on $firmware', ({ firmware, liveBlocks }) => {
  /** Every inverter's message, and an OnBattery one ('B') where the generation has such blocks. */
  const expected = new Set([...(liveBlocks.length > 0 ? ['B'] : []), DEMO_HM, DEMO_HMS, DEMO_HMT]);

  it('keeps polling and pushing when a manual time sync moves the wall clock an hour back', async () => {
    const started = await opened(liveApp({ firmware }));
    const { socket, received, until } = await connect(started.app);
    await until(() => serialsIn(received).size === expected.size, 20);
    expect(serialsIn(received)).toEqual(expected);

    // The browser's clock is an hour behind the device: 11:00 CEST instead of about 12:00.
    const back = new Date(SUMMER_NOON - 3600_000 + 2 * 3600_000);
    const answer = await post(started.app, '/api/ntp/time', {
      year: back.getUTCFullYear(),
      month: back.getUTCMonth() + 1,
      day: back.getUTCDate(),
      hour: back.getUTCHours(),
      minute: back.getUTCMinutes(),
      second: back.getUTCSeconds(),
    });
    expect(answer.code).toBe(9010);
    received.splice(0);

    // Within 20 device seconds every inverter has been polled and pushed again.
    await until(() => serialsIn(received).size === expected.size, 20);
    expect(serialsIn(received)).toEqual(expected);
    const status = await getJson(started.app, '/api/livedata/status');
    for (const inverter of status.inverters) {
      expect(inverter.data_age).toBeGreaterThanOrEqual(0);
      expect(inverter.data_age).toBeLessThan(20);
    }
    socket.close();
  });
});
