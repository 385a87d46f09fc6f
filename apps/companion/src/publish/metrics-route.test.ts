import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardAccess } from '../access.ts';
import { NO_LIVEDATA } from '../live-state.ts';
import { METRICS_PATH, registerMetricsRoute } from './metrics-route.ts';

const ADMIN = 'Basic admin';

/** `/metrics` of a gateway whose read-only access is off (it reads to its admin only), with no records yet. */
function app() {
  const server = Fastify();
  guardAccess(server, {
    reads: async (authorization) => authorization === ADMIN,
    admits: async (authorization) => authorization === ADMIN,
  });
  registerMetricsRoute(server, {
    gateway: 'garage',
    store: { days: async () => [], samples: async () => [] } as never,
    now: () => undefined,
    live: () => NO_LIVEDATA,
    online: () => true,
  });
  return server;
}

describe('/metrics', () => {
  it("is read as the gateway's live data is: with its login while its read-only access is off", async () => {
    const server = app();
    expect((await server.inject({ url: METRICS_PATH })).statusCode).toBe(401);
    const reply = await server.inject({ url: METRICS_PATH, headers: { authorization: ADMIN } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/openmetrics-text; version=1\.0\.0/);
    expect(reply.body).toBe(
      [
        '# TYPE dtuweb_gateway_reachable gauge',
        "# HELP dtuweb_gateway_reachable The companion's live socket to the gateway is open.",
        'dtuweb_gateway_reachable{gateway="garage"} 1',
        '# EOF',
        '',
      ].join('\n'),
    );
  });
});
