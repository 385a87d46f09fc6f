import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, INDEX_HTML, makeApp } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

async function setup(firmware?: (typeof PERSONALITIES)[number]['firmware']) {
  const env = await opened(makeApp({ firmware }));
  return env;
}

describe('static files and catch-all', () => {
  it('serves the gzip files with the MD5 ETag and answers 304 on If-None-Match', async () => {
    const { app, webappDir } = await setup();
    const gz = await readFile(join(webappDir, 'zones.json.gz'));
    const etag = `"${createHash('md5').update(gz).digest('hex')}"`;
    const res = await app.inject({ url: '/zones.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, must-revalidate');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual({
      'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3',
    });
    const again = await app.inject({ url: '/zones.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const script = await app.inject({ url: '/js/app.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(script.rawPayload).toString()).toBe('console.log("app")');
    const icon = await app.inject({ url: '/favicon.png' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers unknown paths and unsupported methods with index.html (200, gzip, ETag)', async () => {
    const { app } = await setup();
    for (const [method, url] of [
      ['GET', '/settings/network'],
      ['GET', '/api/unknown/thing'],
      ['POST', '/api/system/status'],
      ['GET', '/api/maintenance/reboot'],
      ['DELETE', '/index.html'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { authorization: ADMIN_AUTH } });
      expect(res.statusCode, `${method} ${url}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('explains a missing web build instead of failing', async () => {
    const { app, webappDir } = await setup();
    await rm(webappDir, { recursive: true });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('web app build is missing');
    expect((await app.inject({ url: '/api/system/status' })).statusCode).toBe(200);
  });
});

/** 2024.05.03 `/api/config/get`, the 2026 generations `/api/file/get` (`onFileGet`): the same rules. */
describe.each(PERSONALITIES)('the config download of $firmware', ({ firmware, files }) => {
  const route = files.get.split('?')[0];
  it('returns config.json as an attachment by default and 404 for missing or unsafe names', async () => {
    const { app, dataDir } = await setup(firmware);
    const res = await app.inject({ url: route, headers: { authorization: ADMIN_AUTH } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="config.json"');
    expect(res.body).toBe(await readFile(join(dataDir, 'config.json'), 'utf8'));
    expect(res.body).not.toContain('\n ');
    for (const file of ['pin_mapping.json', '../secret', '..']) {
      const missing = await app.inject({
        url: `${route}?file=${encodeURIComponent(file)}`,
        headers: { authorization: ADMIN_AUTH },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe('');
    }
  });
});
