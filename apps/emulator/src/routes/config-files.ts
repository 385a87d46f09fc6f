import { constants } from 'node:fs';
import { open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE, type ConfigFileList } from '@dtu/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { atomicWriteStream } from '../device/atomic-write.ts';
import { CONFIG_FILE_NAME } from '../device/config-store.ts';
import type { Device } from '../device/device.ts';
import { isEmulatorArtifact } from '../device/emulator-files.ts';
import { PIN_MAPPING_FILE_NAME } from '../device/pin-mapping.ts';
import { asBool } from '../http/coerce.ts';
import { COMMON, respond } from '../http/envelope.ts';
import { getJson, postData, postUpload } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { drain } from '../http/upload-streams.ts';
import { LITTLEFS_BLOCK, LITTLEFS_TOTAL, littlefsUsed } from './system.ts';

/** A name in the root of the device file system (no folders, no way out of the data dir). */
export function isBareName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}

/** Device files in the order a fresh LittleFS lists them: config.json first. */
export async function listDeviceFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((e) => e.isFile() && !isEmulatorArtifact(e.name)).map((e) => e.name);
  return names.sort(
    (a, b) => Number(b === CONFIG_FILE_NAME) - Number(a === CONFIG_FILE_NAME) || a.localeCompare(b),
  );
}

/** The bytes of the first uploaded file part, whatever its field name (the firmware checks none). */
function uploadedBytes(request: FastifyRequest): Buffer | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return undefined;
  for (const value of Object.values(body)) {
    if (Buffer.isBuffer(value)) return value;
    if (Array.isArray(value) && Buffer.isBuffer(value[0])) return value[0];
  }
  return undefined;
}

/** The firmware reads the first `file` parameter when a query repeats it. */
function fileParam(query: unknown): string | undefined {
  const value = (query as { file?: unknown }).file;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * The bytes of a regular file directly in the data dir; symlinks are never followed, so nothing
 * outside the data dir can be served.
 */
export async function readDeviceFile(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!isBareName(name) || isEmulatorArtifact(name)) return undefined;
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(join(dataDir, name), constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!(await handle.stat()).isFile()) return undefined;
    return await handle.readFile();
  } catch {
    return undefined;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * The firmware writes the stored name into the header byte for byte. HTTP allows neither line
 * breaks nor other control characters there, and a quote would end the parameter: those become
 * `_`; other characters go out as their raw UTF-8 bytes, as on the device.
 */
export function attachmentHeader(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we replace
  const safe = name.replace(/[\u0000-\u001f\u007f"]/g, '_');
  return `attachment; filename="${Buffer.from(safe, 'utf8').toString('latin1')}"`;
}

function contentType(name: string): string {
  if (name.endsWith('.json')) return 'application/json';
  if (name.endsWith('.txt')) return 'text/plain';
  return 'application/octet-stream';
}

/**
 * Per data dir: bytes being written by uploads still in progress, and a running total of what
 * finished uploads put on flash. An upload measures the flash once, at its start; whatever
 * other uploads reserved or stored after that counts against it too, so parallel uploads never
 * store more than the flash holds.
 */
const inFlight = new Map<string, number>();
const committed = new Map<string, number>();

/**
 * Writes an upload to `/NAME` as the device does: the old file is truncated first and the
 * bytes go in until LittleFS is full; the firmware ignores the failed writes after that, so the
 * rest is dropped and the file stays cut (it still answers OK and reboots). Answers the bytes
 * stored and whether the file system ran full.
 */
async function storeUpload(
  device: Device,
  name: string,
  chunks: AsyncIterable<Buffer>,
): Promise<{ written: number; full: boolean }> {
  const dir = device.dataDir;
  const committedAtStart = committed.get(dir) ?? 0;
  const used = await littlefsUsed(dir, (file) => file === name);
  let reserved = 0;
  let stored = 0;
  let full = false;
  const accept = (length: number) => {
    const others = (inFlight.get(dir) ?? 0) - reserved + (committed.get(dir) ?? 0) - committedAtStart;
    const capacity = Math.floor((LITTLEFS_TOTAL - used - others) / LITTLEFS_BLOCK) * LITTLEFS_BLOCK;
    const kept = Math.max(0, Math.min(length, capacity - stored));
    if (kept < length) full = true;
    stored += kept;
    // A block is taken as soon as a byte lands in it.
    const blocks = Math.ceil(stored / LITTLEFS_BLOCK) * LITTLEFS_BLOCK;
    inFlight.set(dir, (inFlight.get(dir) ?? 0) - reserved + blocks);
    reserved = blocks;
    return kept;
  };
  let written = 0;
  try {
    written = await atomicWriteStream(join(dir, name), chunks, accept);
    return { written, full };
  } finally {
    inFlight.set(dir, Math.max(0, (inFlight.get(dir) ?? 0) - reserved));
    // Stored uploads stay counted for the uploads that measured the flash before they landed.
    if (written > 0) committed.set(dir, (committed.get(dir) ?? 0) + Math.max(LITTLEFS_BLOCK, reserved));
  }
}

/** Outcome of an upload the multipart hook streamed to flash before the handler ran. */
const uploads = new WeakMap<FastifyRequest, Promise<void>>();

function uploadTarget(request: FastifyRequest): string | undefined {
  const name = fileParam(request.query);
  return name !== undefined && isBareName(name) && !isEmulatorArtifact(name) ? name : undefined;
}

async function* single(bytes: Buffer): AsyncIterable<Buffer> {
  yield bytes;
}

async function writeUpload(device: Device, name: string, chunks: AsyncIterable<Buffer>): Promise<void> {
  try {
    const { written, full } = await storeUpload(device, name, chunks);
    device.log(
      full
        ? `Config: file system full, ${name} cut to ${written} bytes`
        : `Config: restored ${name} (${written} bytes)`,
    );
  } catch (error) {
    device.log(`Config: writing ${name} failed: ${(error as Error).message}`);
  }
}

/** `GET <path>[?file=NAME]`: a file as a download, `config.json` without `file`, 404 when absent. */
export function registerFileDownload(app: FastifyInstance, device: Device, path: string): void {
  getJson(app, path, 'admin', device, async (request, reply) => {
    const name = fileParam(request.query) ?? CONFIG_FILE_NAME;
    const bytes = await readDeviceFile(device.dataDir, name);
    if (!bytes) return reply.code(404).send('');
    return reply.type(contentType(name)).header('Content-Disposition', attachmentHeader(name)).send(bytes);
  });
}

/** `POST <path>?file=NAME`: the first file part written to that name, then "OK" and a reboot. */
export function registerFileUpload(app: FastifyInstance, device: Device, path: string): void {
  // Only the first file part is stored, as it arrives; further parts are read and dropped.
  const streamUpload = async (request: FastifyRequest, part: MultipartFile) => {
    const name = uploadTarget(request);
    if (name === undefined || uploads.has(request)) return drain(part.file);
    const done = writeUpload(device, name, part.file);
    uploads.set(request, done);
    await done;
  };
  postUpload(app, path, 'admin', device, streamUpload, async (request, reply) => {
    const name = uploadTarget(request);
    if (name === undefined) return reply.code(500).send('');
    if (uploads.has(request)) await uploads.get(request);
    else {
      const bytes = uploadedBytes(request);
      if (bytes) await writeUpload(device, name, single(bytes));
    }
    // The firmware answers OK and restarts whatever happened to the upload.
    device.reboot(`config upload ${name}`);
    return reply
      .header('Connection', 'close')
      .header('Access-Control-Allow-Origin', '*')
      .type('text/plain')
      .send('OK');
  });
}

/** The factory reset: every file but the pin mapping removed (`Utils::removeAllFiles`), then a reboot. */
export async function removeAllFiles(device: Device): Promise<void> {
  await device.settled();
  for (const name of await listDeviceFiles(device.dataDir)) {
    if (name === PIN_MAPPING_FILE_NAME) continue;
    await rm(join(device.dataDir, name), { force: true });
  }
  device.log('Config: factory reset, all files except pin_mapping.json removed');
  device.reboot('factory reset');
}

/** `/api/config/list|get|upload|delete` (docs/firmware/onbattery-2024.05.03/settings.md §2.12), all admin. */
export function registerConfigFileRoutes(app: FastifyInstance, device: Device): void {
  getJson(
    app,
    '/api/config/list',
    'admin',
    device,
    async (): Promise<ConfigFileList> => ({
      configs: (await listDeviceFiles(device.dataDir)).map((name) => ({ name })),
    }),
  );
  registerFileDownload(app, device, '/api/config/get');
  registerFileUpload(app, device, '/api/config/upload');
  postData(app, '/api/config/delete', 'admin', device, async (data) => {
    if (!Object.hasOwn(data, 'delete')) return COMMON.missing();
    if (!asBool(data.delete)) return respond(CODE.ConfigNotDeleted);
    await removeAllFiles(device);
    return respond(CODE.ConfigSuccess);
  });
}

/** `/api/config/*`: download, upload and the file list. */
export const configFileRoutes = routePlugin('config-files', (app, { device }: { device: Device }) =>
  registerConfigFileRoutes(app, device),
);
