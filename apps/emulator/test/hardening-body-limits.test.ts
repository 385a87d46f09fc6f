import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_BODY_MAX_BYTES } from '../src/http/body-handling.ts';
import { ADMIN_AUTH, makeApp } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function listening(firmware: (typeof PERSONALITIES)[number]['firmware']) {
  const env = await makeApp({ firmware });
  cleanups.push(env.close);
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
}

/**
 * Announces an 8 MB body and sends only its first kilobyte: an answer can only come from a
 * server that refused the body without waiting for (and buffering) the rest.
 */
function announceHugeBody(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(8 * 1024 * 1024) },
    });
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', fail);
    req.write(Buffer.alloc(1024, 0x61));
  });
}

describe.each(PERSONALITIES)('bodies the device could never hold on $firmware', ({ firmware }) => {
  it('are refused on their Content-Length before they are read, on unknown and known paths', async () => {
    const base = await listening(firmware);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const upload = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(await announceHugeBody(`${base}/no/such/path`, form)).toBe(413);
    expect(await announceHugeBody(`${base}/no/such/path`, upload)).toBe(413);
    expect(await announceHugeBody(`${base}/api/dtu/config`, { ...form, authorization: ADMIN_AUTH })).toBe(
      413,
    );
    expect(await announceHugeBody(`${base}/api/ntp/config`, upload)).toBe(413);
  });

  it('keeps taking bodies up to the largest heap block', async () => {
    const base = await listening(firmware);
    const data = encodeURIComponent(JSON.stringify({ ntp_server: 'x' }));
    const body = `data=${data}&pad=${'a'.repeat(FORM_BODY_MAX_BYTES - data.length - 20)}`;
    const res = await fetch(`${base}/api/ntp/config`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: ADMIN_AUTH },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).not.toBe(1002);
  });
});
