import { batteryLiveDataSchema, huaweiLiveDataSchema, vedirectLiveDataSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, beats, flush } from './support/core-fixture.ts';
import { pollUntil } from './support/poll-until.ts';

const opened = closeAfterEach();
const sockets: WebSocket[] = [];
// Registered after `opened`, so it runs first: the clients go before their app closes.
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function started(): Promise<{ app: FastifyInstance; base: string }> {
  const made = await opened(onBatteryApp());
  // A first stretch of device time so every source has delivered once.
  run(made.app, 2000);
  const address = await made.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: made.app, base: address.replace('http', 'ws') };
}

/** The messages received so far; `socket` is the client end (for `flush`). */
type Received = string[] & { socket: WebSocket };

async function connect(url: string, headers: Record<string, string> = {}): Promise<Received> {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  const received = Object.assign([] as string[], { socket });
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return received;
}

/**
 * Waits until the push task behind `received` has run again (enough scheduler beats for its
 * real-time cadence) and whatever it sent has arrived.
 */
async function afterNextPush(app: FastifyInstance, received: Received, cadenceMs: number): Promise<void> {
  await beats(app, cadenceMs / 250 + 1);
  await flush(received.socket);
}

/** Waits until at least `count` messages arrived (or fails after `timeoutMs`). */
const arrived = (messages: string[], count: number, timeoutMs = 10_000) =>
  pollUntil(() => messages.length >= count, { timeoutMs, what: `${count} messages` });

describe('OnBattery sockets', () => {
  it('/vedirectlivedata: full first, partial only with news, full again after 10 s', async () => {
    const { app, base } = await started();
    const received = await connect(`${base}/vedirectlivedata`);
    await arrived(received, 1);
    const first = vedirectLiveDataSchema.parse(JSON.parse(received[0]!));
    expect(first.vedirect.full_update).toBe(true);
    expect(Object.keys(first.vedirect.instances)).toHaveLength(2);

    // The device clock stands still: no new frames, so no partial updates either.
    received.length = 0;
    await afterNextPush(app, received, 500);
    expect(received).toHaveLength(0);

    run(app, 1000);
    await arrived(received, 1);
    const partial = vedirectLiveDataSchema.parse(JSON.parse(received[0]!));
    expect(partial.vedirect.full_update).toBe(false);
    expect(Object.keys(partial.vedirect.instances)).toHaveLength(2);
    expect(partial.dpl).toBeDefined();

    received.length = 0;
    run(app, 10_000);
    await arrived(received, 1);
    expect(vedirectLiveDataSchema.parse(JSON.parse(received[0]!)).vedirect.full_update).toBe(true);
  });

  it('/vedirectlivedata and /huaweilivedata need no credentials even without read-only access', async () => {
    const { app, base } = await started();
    await app.device.save((draft) => {
      draft.security.allow_readonly = false;
    });
    const charger = await connect(`${base}/huaweilivedata`);
    await connect(`${base}/vedirectlivedata`);
    // The charger is sent every second whether or not anything changed.
    await arrived(charger, 2, 3500);
    for (const text of charger) huaweiLiveDataSchema.parse(JSON.parse(text));
  });

  it('/batterylivedata sends only when the battery data changed and needs read-only access', async () => {
    const { app, base } = await started();
    const received = await connect(`${base}/batterylivedata`);
    await arrived(received, 1);
    batteryLiveDataSchema.parse(JSON.parse(received[0]!));
    received.length = 0;
    await afterNextPush(app, received, 1000);
    expect(received).toHaveLength(0);
    run(app, 2000);
    await arrived(received, 1);
    expect(received).toHaveLength(1);

    await app.device.save((draft) => {
      draft.security.allow_readonly = false;
    });
    await expect(connect(`${base}/batterylivedata`)).rejects.toThrow();
    const withAuth = await connect(`${base}/batterylivedata`, { authorization: ADMIN_AUTH });
    run(app, 2000);
    await arrived(withAuth, 1);
  });
});
