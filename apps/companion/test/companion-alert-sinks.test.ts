import { createServer, type Server } from 'node:net';
import type { Alert } from '@dtu/alerts/engine.ts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AlertEvent } from '../src/alert-changes.ts';
import { alertSinks } from '../src/alert-sinks.ts';
import { webhook } from './support/alert-sinks.ts';
import { startBroker, type TestBroker } from './support/broker.ts';

const alert: Alert = {
  id: 'offline:@1782036000000',
  rule: 'offline',
  key: 'offline:',
  start: 1782036000000,
  data: {},
};

describe('alert sinks', () => {
  let hook: Awaited<ReturnType<typeof webhook>>;
  afterAll(() => hook?.server.close());

  it('send each start and each end of an alert once, however often they are asked to', async () => {
    hook = await webhook();
    const sinks = alertSinks({ webhook: hook.url }, () => undefined);
    const start: AlertEvent = { event: 'start', gateway: 'garage', alert };
    const end: AlertEvent = {
      event: 'end',
      gateway: 'garage',
      alert: { ...alert, end: alert.start + 60_000 },
    };
    // The other gateway's alert of the same id is its own.
    const barn: AlertEvent = { ...start, gateway: 'barn' };
    for (const event of [start, start, end, start, end, barn]) await sinks.deliver(event);
    await sinks.close();
    expect(hook.bodies).toEqual([start, end, barn].map((event) => JSON.parse(JSON.stringify(event))));
  });
});

describe('alert sinks while the MQTT broker is down', () => {
  it('say it once when it goes and once when it is back, and try less and less often meanwhile', async () => {
    const broker = await startBroker('#');
    const port = Number(new URL(broker.url).port);
    const lines: string[] = [];
    const sinks = alertSinks({ mqtt: broker.url }, (line) => lines.push(line), { firstMs: 50, maxMs: 400 });
    let stand: Server | undefined;
    let again: TestBroker | undefined;
    try {
      // Up: nothing to say.
      await broker.close();
      await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000, interval: 20 });
      // The port taken by a stand-in that drops every attempt: the attempts it sees back off.
      const attempts: number[] = [];
      stand = await new Promise<Server>((done, failed) => {
        const server = createServer((socket) => {
          attempts.push(performance.now());
          socket.destroy();
        });
        server.once('error', failed);
        server.listen(port, '127.0.0.1', () => done(server));
      });
      await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(6), {
        timeout: 20_000,
        interval: 20,
      });
      await new Promise((done) => stand?.close(done));
      stand = undefined;
      const gaps = attempts.slice(1).map((at, i) => at - (attempts[i] ?? at));
      // Doubled up to the ceiling: 100, 200, 400, 400… (a timer never fires early).
      expect(Math.min(...gaps.slice(2))).toBeGreaterThanOrEqual(380);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/alerts: MQTT mqtt:\/\/127\.0\.0\.1:\d+: .*not sent until it answers/);
      again = await startBroker('#', port);
      await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 10_000, interval: 20 });
      expect(lines[1]).toMatch(/connected again$/);
    } finally {
      stand?.close();
      await sinks.close();
      await again?.close();
    }
  });
});
