import { createHash, type Hash } from 'node:crypto';
import { FIRMWARE_MD5_LENGTH, FIRMWARE_OTA_SLOT_BYTES } from '@dtu/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { postUpload } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { fieldsBefore, STREAMED_FILE_LIMIT } from '../http/upload-streams.ts';

/** First byte of every ESP32 application image; the updater aborts on anything else. */
export const ESP32_IMAGE_MAGIC = 0xe9;

/** One multipart part in arrival order: the firmware checks the MD5 field when the file starts. */
type Part = { kind: 'field'; name: string; value: string } | { kind: 'file'; chunks: AsyncIterable<Buffer> };

/**
 * The state the ESP32 updater keeps while chunks arrive. `uploadError` is the text the upload
 * callback answers with (status 400); `updateError` is the updater's own error flag, which turns
 * the completion answer into 500 `FAIL`.
 */
interface OtaState {
  md5?: string;
  hash?: Hash;
  bytes: number;
  uploadError?: string;
  updateError: boolean;
}

async function* single(buffer: Buffer): AsyncIterable<Buffer> {
  yield buffer;
}

/**
 * Parts of the request in order, whether the app's multipart plugin streams them or has
 * already attached them to the body (`attachFieldsToBody`); key order keeps arrival order.
 */
async function* partsOf(request: FastifyRequest): AsyncIterable<Part> {
  if (!request.isMultipart?.()) return;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    for (const [name, entry] of Object.entries(body)) {
      const item = Array.isArray(entry) ? entry[0] : entry;
      if (typeof item === 'string') yield { kind: 'field', name, value: item };
      else if (Buffer.isBuffer(item)) yield { kind: 'file', chunks: single(item) };
      else if (item && typeof item === 'object' && 'type' in item) {
        const part = item as { type: string; value?: unknown; toBuffer?: () => Promise<Buffer> };
        if (part.type === 'field') yield { kind: 'field', name, value: String(part.value ?? '') };
        else if (part.toBuffer) yield { kind: 'file', chunks: single(await part.toBuffer()) };
      }
    }
    return;
  }
  for await (const part of request.parts({ limits: { fileSize: STREAMED_FILE_LIMIT } })) {
    if (part.type === 'field') yield { kind: 'field', name: part.fieldname, value: String(part.value ?? '') };
    else yield { kind: 'file', chunks: part.file };
  }
}

/** The upload callback: runs per file chunk, answering the first problem it meets. */
function writeChunk(state: OtaState, fields: Map<string, string>, chunk: Buffer, first: boolean): void {
  if (first) {
    const md5 = fields.get('MD5');
    if (md5 === undefined) {
      state.uploadError = 'MD5 parameter missing';
      return;
    }
    if (md5.length !== FIRMWARE_MD5_LENGTH) {
      state.uploadError = 'MD5 parameter invalid';
      return;
    }
    state.md5 = md5.toLowerCase();
    state.hash = createHash('md5');
  }
  // Without a begun update every later write is refused, but the updater's error flag stays clear.
  if (!state.hash || state.updateError) return;
  if (state.bytes === 0 && chunk.length > 0 && chunk[0] !== ESP32_IMAGE_MAGIC) {
    state.updateError = true;
    state.uploadError = 'OTA could not begin';
    return;
  }
  state.bytes += chunk.length;
  if (state.bytes > FIRMWARE_OTA_SLOT_BYTES) {
    state.updateError = true;
    state.uploadError = 'OTA could not begin';
    return;
  }
  state.hash.update(chunk);
}

/** The final chunk: the updater compares the MD5 and closes the image. */
function finishUpload(state: OtaState): void {
  if (!state.hash || state.updateError) return;
  if (state.bytes === 0 || state.hash.digest('hex') !== state.md5) {
    state.updateError = true;
    state.uploadError = 'Could not end OTA';
  }
}

/** Feeds one file part to the updater chunk by chunk; after an error the rest is read and dropped. */
async function receiveFile(state: OtaState, fields: Map<string, string>, chunks: AsyncIterable<Buffer>) {
  let first = true;
  for await (const chunk of chunks) {
    if (state.uploadError === undefined) writeChunk(state, fields, chunk, first);
    first = false;
  }
  if (first && state.uploadError === undefined) writeChunk(state, fields, Buffer.alloc(0), true);
  if (state.uploadError === undefined) finishUpload(state);
}

async function receive(request: FastifyRequest, state: OtaState): Promise<void> {
  const fields = new Map<string, string>();
  for await (const part of partsOf(request)) {
    if (part.kind === 'field') fields.set(part.name, part.value);
    else await receiveFile(state, fields, part.chunks);
  }
}

/** Updater state of uploads the multipart hook streamed before the handler ran. */
const streamed = new WeakMap<FastifyRequest, OtaState>();

/** The `streamUpload` consumer: the image goes through the updater as it arrives, never whole. */
async function streamFirmware(request: FastifyRequest, part: MultipartFile): Promise<void> {
  const state = streamed.get(request) ?? { bytes: 0, updateError: false };
  streamed.set(request, state);
  await receiveFile(state, fieldsBefore(part), part.file);
}

/** `POST /api/firmware/update` (admin): multipart `MD5` then `firmware` (docs/firmware/onbattery-2024.05.03/live.md §3.11). */
export function registerFirmwareRoutes(app: FastifyInstance, device: Device): void {
  postUpload(
    app,
    '/api/firmware/update',
    'admin',
    device,
    streamFirmware,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const early = streamed.get(request);
      const state: OtaState = early ?? { bytes: 0, updateError: false };
      try {
        if (!early) await receive(request, state);
      } catch {
        // A body the parser cannot read (or too large to read) never becomes a valid image.
        state.updateError = true;
        state.uploadError ??= 'OTA could not begin';
      }
      // The device restarts after every upload that reached the completion handler.
      device.reboot('firmware update');
      if (state.uploadError !== undefined) {
        device.log(`Firmware upload rejected: ${state.uploadError}`);
        return reply.code(400).type('text/plain').send(state.uploadError);
      }
      const ok = !state.updateError;
      device.log(
        state.bytes > 0
          ? `Firmware upload received: ${state.bytes} bytes, MD5 ok; the emulator keeps running its own version`
          : 'Firmware update request without a file',
      );
      return reply
        .code(ok ? 200 : 500)
        .header('Connection', 'close')
        .header('Access-Control-Allow-Origin', '*')
        .type('text/plain')
        .send(ok ? 'OK' : 'FAIL');
    },
  );
}

/** Firmware update (OTA). */
export const firmwareRoutes = routePlugin('firmware', (app, { device }: { device: Device }) =>
  registerFirmwareRoutes(app, device),
);
