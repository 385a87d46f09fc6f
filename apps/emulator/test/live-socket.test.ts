import { liveInverterMessageSchema, liveOnBatteryMessageSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { advance, DEMO_HM, DEMO_HMS, DEMO_HMT, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { beats, flush, openSocket } from './support/core-fixture.ts';

const opened = closeAfterEach();

const connect = (app: FastifyInstance) => openSocket(app, '/livedata');

/** What one send run put on the wire: 'B' for an OnBattery message, else the inverter serial. */
function describeMessages(texts: string[]): string[] {
  return texts.map((text) => {
    expect(text).not.toBe('{}');
    const message = JSON.parse(text);
    if ('inverters' in message) {
      liveInverterMessageSchema.parse(message);
      expect(Object.keys(message)).toEqual(['inverters', 'total', 'hints']);
      return message.inverters[0].serial as string;
    }
    liveOnBatteryMessageSchema.parse(message);
    return 'B';
  });
}

it('sends one message per inverter on new data or after 10 s, paced by the device clock', async () => {
  const started = await opened(liveApp());
  const { socket, received } = await connect(started.app);
  // Nothing on connect, and nothing from the running heartbeat while the clock stands still.
  await beats(started.app, 2);
  await flush(socket);
  expect(received).toEqual([]);

  const perSecond: string[][] = [];
  for (let second = 1; second <= 16; second++) {
    await advance(started.app, 1000);
    await flush(socket);
    perSecond.push(describeMessages(received.splice(0)));
  }
  // Polls: HM at 5 s, HMS at 10 s, HMT at 15 s; unsent for over 10 s: HMT at 12 s, HM at 16 s.
  // The OnBattery blocks go out in full at 1 s and again after more than 10 s (12 s).
  const expected: Record<number, string[]> = {
    1: ['B', DEMO_HM, DEMO_HMS, DEMO_HMT],
    5: [DEMO_HM],
    10: [DEMO_HMS],
    12: ['B', DEMO_HMT],
    15: [DEMO_HMT],
    16: [DEMO_HM],
  };
  perSecond.forEach((serials, index) => {
    expect(serials, `second ${index + 1}`).toEqual(expected[index + 1] ?? []);
  });
  socket.close();
});

it('pushes the detailed inverter with total and hints', async () => {
  const started = await opened(liveApp());
  const { socket, received } = await connect(started.app);
  for (let second = 0; second < 6; second++) await advance(started.app, 1000);
  await flush(socket);
  const messages = received.map((text) => JSON.parse(text)).filter((m) => 'inverters' in m);
  const fresh = messages.filter((m) => m.inverters[0].serial === DEMO_HM).at(-1);
  expect(fresh.inverters[0].data_age).toBe(0);
  expect(fresh.inverters[0].producing).toBe(true);
  expect(fresh.total.Power.u).toBe('W');
  expect(fresh.hints.default_password).toBe(true);
  socket.close();
});
