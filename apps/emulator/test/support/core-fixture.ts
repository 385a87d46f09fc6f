import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { DEMO_PIN_MAPPING } from '../../src/device/demo-pins.ts';
import type { Device } from '../../src/device/device.ts';

export const ADMIN_AUTH = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;
export const INDEX_HTML = '<!doctype html><title>fake webapp</title>';

/** A throw-away data dir and a tiny fake web build, removed by `close`. */
export interface TestDirs {
  dataDir: string;
  webappDir: string;
  close: () => Promise<void>;
}

/** Fresh `TestDirs` (the data dir itself is not created: a device starts without one). */
export async function makeDirs(): Promise<TestDirs> {
  const root = await mkdtemp(join(tmpdir(), 'dtu-core-'));
  const dataDir = join(root, 'data');
  const webappDir = join(root, 'web');
  await mkdir(join(webappDir, 'js'), { recursive: true });
  await writeFile(join(webappDir, 'index.html.gz'), gzipSync(INDEX_HTML));
  await writeFile(join(webappDir, 'js/app.js.gz'), gzipSync('console.log("app")'));
  await writeFile(
    join(webappDir, 'zones.json.gz'),
    gzipSync('{"Europe/Berlin":"CET-1CEST,M3.5.0,M10.5.0/3"}'),
  );
  await writeFile(join(webappDir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { dataDir, webappDir, close: () => rm(root, { recursive: true, force: true }) };
}

/** An app on `dirs` and the dirs; `close` stops it and removes the dirs. */
export type TestApp = TestDirs & { app: FastifyInstance };

async function appOn(dirs: TestDirs, options: Partial<AppOptions>): Promise<TestApp> {
  const app = await buildApp({ dataDir: dirs.dataDir, webappDir: dirs.webappDir, factory: true, ...options });
  return {
    app,
    dataDir: dirs.dataDir,
    webappDir: dirs.webappDir,
    close: async () => {
      await app.close();
      await dirs.close();
    },
  };
}

/** A factory app on fresh dirs. */
export async function makeApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  return appOn(await makeDirs(), options);
}

/**
 * An app on fresh dirs whose `config.json` is written before it starts (a partial file: the
 * device fills in the defaults), on the demo board's pins so every radio and OnBattery part the
 * config enables is wired (`selectDemoPins` or `device.pinmapping` in `config` picks the profile).
 */
export async function appWithConfig(config: object, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dirs = await makeDirs();
  await mkdir(dirs.dataDir, { recursive: true });
  await writeFile(join(dirs.dataDir, 'pin_mapping.json'), JSON.stringify(DEMO_PIN_MAPPING));
  await writeFile(join(dirs.dataDir, 'config.json'), JSON.stringify(config));
  return appOn(dirs, options);
}

/** The device's `config.json` as written, once its pending saves are done. */
// biome-ignore lint/suspicious/noExplicitAny: tests read into the file's loosely typed JSON
export async function savedConfig(app: FastifyInstance): Promise<any> {
  await app.device.settled();
  return JSON.parse(await readFile(join(app.device.dataDir, 'config.json'), 'utf8'));
}

/** A multipart/form-data body with text fields and optional file parts. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dtu-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, bytes] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}"\r\n` +
          'Content-Type: application/json\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An urlencoded body with one `data` field. */
export function formData(data: string): { payload: string; headers: Record<string, string> } {
  return {
    payload: `data=${encodeURIComponent(data)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** POSTs `fields` and `files` as multipart with admin credentials and any further `headers`. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: ADMIN_AUTH, ...headers },
  });
}

/** POSTs `bytes` to `/api/config/upload?<query>` as the web app's restore does. */
export function uploadConfigFile(
  app: FastifyInstance,
  query: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, `/api/config/upload?${query}`, {}, { config: bytes }, headers);
}

/** POSTs `data` as multipart with admin credentials (the web app's way). */
export function postData(app: FastifyInstance, url: string, data: unknown, auth: string | null = ADMIN_AUTH) {
  const body = multipart({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(auth ? { authorization: auth } : {}),
      'x-requested-with': 'XMLHttpRequest',
    },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the device's next simulated restart begins (its `onReboot` event). */
export function restarting(device: Device): Promise<void> {
  return new Promise((resolve) => {
    const stop = device.onReboot(() => {
      stop();
      resolve();
    });
  });
}

/** Resolves after the scheduler's next `count` beats, each with all of its tasks run. */
export function beats(app: FastifyInstance, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const stop = app.scheduler.onBeat(() => {
      if (--left > 0) return;
      stop();
      resolve();
    });
  });
}

/** Lets `app` listen on a free port and opens a websocket to `path`, recording every message as text. */
export async function openSocket(
  app: FastifyInstance,
  path: string,
): Promise<{ socket: WebSocket; received: string[] }> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = new WebSocket(`${address.replace('http', 'ws')}${path}`);
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received };
}

/**
 * Resolves once everything the server sent on `socket` before it saw our ping has arrived: the
 * pong comes back on the same connection behind those messages.
 */
export function flush(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('pong', () => resolve());
    socket.ping();
  });
}
