import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_MATRIX, type AuthMatrixRow, GENERATIONS } from '@dtu/contract';
import { apiResponseSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeDirs, multipart, postData } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';
import { adminSocketAuth } from './support/socket-auth.ts';

/**
 * Rows of the contract's table whose handler has not landed yet. Each must really be missing:
 * once it is registered this test fails until the row is taken off the list and checked.
 */
const PENDING = new Set<string>([]);

/** Emulator-only routes that are not part of the device API. */
const EMULATOR_ONLY = /^\/api\/test\//;

const WRONG_AUTH = `Basic ${Buffer.from('admin:not-the-password').toString('base64')}`;
const CREDENTIALS = [
  ['none', undefined],
  ['wrong', WRONG_AUTH],
  ['right', ADMIN_AUTH],
] as const;

const key = (row: AuthMatrixRow) => `${row.method} ${row.path}`;

/** What the firmware answers: 401 or "let through". */
function expectedAllowed(row: AuthMatrixRow, credentials: string, allowReadonly: boolean): boolean {
  if (row.access === 'public' || credentials === 'right') return true;
  return row.access === 'readonly' && allowReadonly;
}

describe.each(PERSONALITIES)('auth matrix on $firmware (contract table against the emulator)', (facts) => {
  const opened = closeAfterAll();
  let app: FastifyInstance;
  let wsBase: string;
  /** The later generations drop or rename some routes; every row they still register keeps its class. */
  let rows: readonly AuthMatrixRow[] = AUTH_MATRIX;

  beforeAll(async () => {
    const dirs = await opened(makeDirs());
    // The fake build lacks these two; the real one ships them.
    await writeFile(join(dirs.webappDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    await writeFile(join(dirs.webappDir, 'site.webmanifest'), '{"name":"OpenDTU"}');
    // A short reboot so rows that restart the device (firmware upload) do not stall the walk.
    app = await opened(
      buildApp({
        dataDir: dirs.dataDir,
        webappDir: dirs.webappDir,
        factory: true,
        rebootMs: 1,
        firmware: facts.firmware,
      }),
    );
    rows = facts.authMatrixComplete
      ? AUTH_MATRIX
      : AUTH_MATRIX.filter(registered).map((row) => ({
          ...row,
          access: facts.accessChanges[key(row)] ?? row.access,
        }));
    app.device.onLog((line) => {
      if (line.includes('reboot requested')) rebootRequested = true;
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = address.replace(/^http/, 'ws');
  });

  let rebootRequested = false;

  /** Waits out a simulated restart the last call asked for (it begins ~1 s after the answer). */
  async function settleReboot(): Promise<void> {
    if (!rebootRequested) return;
    await new Promise<void>((done) => {
      const stop = app.device.onBoot(() => {
        stop();
        done();
      });
    });
    rebootRequested = false;
  }

  function registered(row: AuthMatrixRow): boolean {
    if (row.method === 'WS') return GENERATIONS[facts.firmware].sockets.includes(row.path);
    return app.hasRoute({ method: row.method === 'POST' ? 'POST' : 'GET', url: row.path });
  }

  /** A request that must not change state; POSTs carry an empty JSON object. */
  async function call(
    row: AuthMatrixRow,
    auth: string | undefined,
  ): Promise<{ status: number; body: string }> {
    const headers: Record<string, string> = auth ? { authorization: auth } : {};
    if (row.method === 'GET') {
      const res = await app.inject({ method: 'GET', url: row.path, headers });
      return { status: res.statusCode, body: res.body };
    }
    const body = multipart({ data: '{}' });
    const res = await app.inject({
      method: 'POST',
      url: row.path,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    return { status: res.statusCode, body: res.body };
  }

  /** Resolves true when the upgrade was accepted, false when the server refused it. */
  async function upgrade(path: string, name: string, auth: string | undefined): Promise<boolean> {
    // The admin's right credentials are a Digest answer where the generation guards sockets by Digest.
    if (name === 'right') auth = await adminSocketAuth(`${wsBase}${path}`, facts.socketAdminAuth);
    return new Promise((done, fail) => {
      const socket = new WebSocket(`${wsBase}${path}`, { headers: auth ? { authorization: auth } : {} });
      socket.once('open', () => {
        socket.terminate();
        done(true);
      });
      socket.once('unexpected-response', (_request, response) => {
        socket.terminate();
        response.statusCode === 401 ? done(false) : fail(new Error(`upgrade got ${response.statusCode}`));
      });
      socket.once('error', fail);
    });
  }

  async function setAllowReadonly(value: boolean): Promise<void> {
    const res = await postData(app, '/api/security/config', { password: 'openDTU42', allow_readonly: value });
    expect(res.json()).toMatchObject({ type: 'success', code: 1001 });
  }

  // Only the default generation's whole API is in the contract's table; the others are checked row by row.
  if (facts.authMatrixComplete)
    describe('the table is the whole API', () => {
      it('every route the emulator registers is in the table, and every row is registered or pending', () => {
        const rows = AUTH_MATRIX.filter((row) => !PENDING.has(key(row)));
        const unregistered = rows.filter((row) => {
          const method = row.method === 'POST' ? 'POST' : 'GET';
          return !app.hasRoute({ method, url: row.path });
        });
        expect(unregistered.map(key)).toEqual([]);
        const landed = [...PENDING].filter((entry) => {
          const [method, url] = entry.split(' ');
          return app.hasRoute({ method: method === 'POST' ? 'POST' : 'GET', url });
        });
        // A pending row that now exists must be taken off PENDING so it gets checked.
        expect(landed).toEqual([]);
        for (const entry of PENDING) expect(AUTH_MATRIX.map(key)).toContain(entry);
      });

      it('every API route the emulator registers has a row in the table', () => {
        const known = new Set(AUTH_MATRIX.map((row) => row.path));
        // Without a common prefix the tree lists each registered path as one line under `/`.
        const apiPaths = app
          .printRoutes({ commonPrefix: false })
          .split('\n')
          .map((line) => `/${line.replace(/^[\s│├└─]+/, '').replace(/ \(.*$/, '')}`)
          .filter((path) => path.startsWith('/api/') && !EMULATOR_ONLY.test(path));
        expect(apiPaths.length).toBeGreaterThan(40);
        expect(apiPaths.filter((path) => !known.has(path))).toEqual([]);
      });
    });

  describe('access', () => {
    it('checks most of the table', () => {
      // The shared rows are most of the table on every generation (a filter gone wrong shows here).
      expect(rows.length).toBeGreaterThan(AUTH_MATRIX.length / 2);
    });

    for (const allowReadonly of [true, false]) {
      it(`HTTP endpoints with allow_readonly ${allowReadonly ? 'on' : 'off'}`, async () => {
        await setAllowReadonly(allowReadonly);
        const mismatches: string[] = [];
        for (const row of rows) {
          if (row.method === 'WS' || PENDING.has(key(row))) continue;
          for (const [name, auth] of CREDENTIALS) {
            const allowed = expectedAllowed(row, name, allowReadonly);
            const { status, body } = await call(row, auth);
            await settleReboot();
            const label = `${key(row)} ${name}`;
            if (!allowed) {
              if (status !== 401 || body !== '') mismatches.push(`${label}: want 401, got ${status}`);
              continue;
            }
            if (status === 401) mismatches.push(`${label}: want access, got 401`);
            // Upload endpoints answer text (config upload without a file name: 500, as modelled).
            else if (
              row.method === 'POST' &&
              !row.reboots &&
              row.path !== '/api/powermeter/testhttprequest'
            ) {
              const envelope = apiResponseSchema.safeParse(JSON.parse(body));
              if (status !== 200 || !envelope.success)
                mismatches.push(`${label}: want the envelope, got ${status}`);
            } else if (row.method === 'GET' && status !== 200)
              mismatches.push(`${label}: want 200, got ${status}`);
          }
        }
        expect(mismatches).toEqual([]);
      }, 30_000);

      it(`websocket upgrades with allow_readonly ${allowReadonly ? 'on' : 'off'}`, async () => {
        await setAllowReadonly(allowReadonly);
        const mismatches: string[] = [];
        for (const row of rows) {
          if (row.method !== 'WS' || PENDING.has(key(row))) continue;
          for (const [name, auth] of CREDENTIALS) {
            const accepted = await upgrade(row.path, name, auth);
            const allowed = expectedAllowed(row, name, allowReadonly);
            if (accepted !== allowed)
              mismatches.push(`${key(row)} ${name}: want ${allowed}, got ${accepted}`);
          }
        }
        expect(mismatches).toEqual([]);
      });
    }
  });
});
