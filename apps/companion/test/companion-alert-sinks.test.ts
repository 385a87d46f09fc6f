import type { Alert } from '@dtu/alerts';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '../src/alert-changes.ts';
import { alertSinks } from '../src/alert-sinks.ts';
import { webhook } from './support/alert-sinks.ts';

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
