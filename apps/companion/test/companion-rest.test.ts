import { describe, expect, it } from 'vitest';
import { ADMIN, COMPANION_INDEX, gatewayBehindCompanion } from './support/companion-fixture.ts';

// Firmware 2024.05.03 (the emulator's generation): Basic auth on REST.
const WRONG = `Basic ${Buffer.from('admin:nope').toString('base64')}`;

const setup = gatewayBehindCompanion();

/** What the app reads of an answer: status, status text, the headers that matter, the body bytes. */
async function seen(url: string, init: RequestInit = {}) {
  const reply = await fetch(url, init);
  const headers = Object.fromEntries(
    ['content-type', 'content-length', 'etag', 'cache-control', 'www-authenticate', 'content-disposition']
      .map((name) => [name, reply.headers.get(name)])
      .filter(([, value]) => value !== null),
  );
  return {
    status: reply.status,
    statusText: reply.statusText,
    headers,
    body: Buffer.from(await reply.arrayBuffer()),
  };
}

describe('REST through the companion (2024.05.03)', () => {
  it.each([
    ['a settings page without credentials: the 401 and its challenge', '/api/dtu/config', {}],
    ['a wrong password', '/api/dtu/config', { authorization: WRONG }],
    ['the right one', '/api/dtu/config', { authorization: ADMIN }],
    ['the stored config file', '/api/config/get?file=config.json', { authorization: ADMIN }],
    ['an unknown API path (the device answers index.html)', '/api/nowhere', {}],
  ])('answers %s exactly as the gateway', async (_what, path, headers) => {
    const direct = await seen(`${setup.gateway.origin}${path}`, { headers });
    const through = await seen(`${setup.via}${path}`, { headers });
    expect(through).toEqual(direct);
    expect(direct.status).not.toBe(0);
  });

  it('passes the 401 challenge on, so the browser asks and retries with Basic auth', async () => {
    const refused = await seen(`${setup.via}/api/security/config`);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Basic /);
    expect(
      (await seen(`${setup.via}/api/security/config`, { headers: { authorization: ADMIN } })).status,
    ).toBe(200);
  });

  it('forwards a settings save, and the gateway keeps it', async () => {
    const read = await fetch(`${setup.via}/api/ntp/config`, { headers: { authorization: ADMIN } });
    const ntp = { ...((await read.json()) as object), ntp_server: 'companion.example' };
    const form = new FormData();
    form.append('data', JSON.stringify(ntp));
    const saved = await fetch(`${setup.via}/api/ntp/config`, {
      method: 'POST',
      body: form,
      headers: { authorization: ADMIN },
    });
    expect(await saved.json()).toMatchObject({ type: 'success' });
    const direct = await fetch(`${setup.gateway.origin}/api/ntp/config`, {
      headers: { authorization: ADMIN },
    });
    expect(await direct.json()).toMatchObject({ ntp_server: 'companion.example' });
  });
});

describe('the app itself and the companion path', () => {
  it("serves the companion's web build with the firmware's caching, and the app's pages", async () => {
    const index = await fetch(`${setup.via}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toBe(COMPANION_INDEX);
    const etag = index.headers.get('etag') as string;
    expect(index.headers.get('cache-control')).toBe('public, must-revalidate');
    expect((await fetch(`${setup.via}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await (await fetch(`${setup.via}/settings/ntp`)).text()).toBe(COMPANION_INDEX);
  });

  it('lists its gateway at /companion/gateways, never its address or password', async () => {
    const reply = await fetch(`${setup.via}/companion/gateways`);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await reply.json()).toEqual({
      gateways: [{ name: 'garage', port: Number(new URL(setup.via).port) }],
    });
  });
});
