import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AccessCheck, guardAccess } from './access.ts';

const ADMIN = 'Basic admin';

/** A companion's routes over a gateway that reads to `readers` and admits ADMIN; `undefined`: it does not answer. */
function app(readers: (authorization?: string) => boolean | undefined) {
  const check: AccessCheck = {
    reads: async (authorization) => readers(authorization),
    admits: async (authorization) => authorization === ADMIN,
  };
  const server = Fastify();
  guardAccess(server, check);
  server.get('/companion/open', { config: { access: 'open' } }, async () => 'open');
  server.get('/companion/read', { config: { access: 'read' } }, async () => 'read');
  server.post('/companion/write', { config: { access: 'admin' } }, async () => 'written');
  return server;
}

describe("the companion's own routes, by the gateway's rules", () => {
  it('refuses a route below /companion/ that names no access, at start', async () => {
    const server = Fastify();
    guardAccess(server, { reads: async () => true, admits: async () => true });
    expect(() => server.get('/companion/forgotten', async () => 'x')).toThrow(/no access given/);
  });

  it('reads where the gateway gives its live data, changes with its admin only', async () => {
    const readOnlyOff = app((authorization) => authorization === ADMIN);
    const status = async (url: string, authorization?: string, method: 'GET' | 'POST' = 'GET') =>
      (await readOnlyOff.inject({ method, url, headers: authorization ? { authorization } : {} })).statusCode;
    expect(await status('/companion/open')).toBe(200);
    expect(await status('/companion/read')).toBe(401);
    expect(await status('/companion/read', ADMIN)).toBe(200);
    expect(await status('/companion/write', undefined, 'POST')).toBe(401);
    expect(await status('/companion/write', ADMIN, 'POST')).toBe(200);
  });

  it('closes the connection of a refused request that sends a body, and says 503 when the gateway does not answer', async () => {
    const refused = await app(() => false).inject({
      method: 'POST',
      url: '/companion/write',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json().message).toMatch(/admin login/);
    const silent = await app(() => undefined).inject({ url: '/companion/read' });
    expect(silent.statusCode).toBe(503);
    expect(silent.json().message).toMatch(/does not answer/);
  });
});
