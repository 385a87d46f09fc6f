import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type ConfigFile, FIRMWARE_OTA_SLOT_BYTES } from '@dtu/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Device } from '../src/device/device.ts';
import { onUploadedFile } from '../src/http/upload-streams.ts';
import { ESP32_IMAGE_MAGIC, registerFirmwareRoutes } from '../src/routes/firmware.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const PASSWORD = 'openDTU42';
const ADMIN = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;

/** The part of the device the firmware route and its access check use. */
type RouteDevice = Pick<Device, 'config' | 'save' | 'log' | 'now' | 'uptimeSeconds' | 'reboot' | 'rebooting'>;

/** A device double that records what the route asks of it; the route needs nothing else. */
function recordingDevice() {
  const reboots: string[] = [];
  const lines: string[] = [];
  const device: RouteDevice = {
    config: { security: { password: PASSWORD, allow_readonly: true } } as unknown as ConfigFile,
    save: async () => true,
    log: (line) => lines.push(line),
    now: () => Date.now(),
    uptimeSeconds: () => 1,
    reboot: (reason) => reboots.push(reason),
    rebooting: false,
  };
  return { device, reboots, lines };
}

function image(size: number, firstByte = ESP32_IMAGE_MAGIC): Buffer {
  const bytes = Buffer.alloc(size, 0x5a);
  bytes[0] = firstByte;
  return bytes;
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Encodes the fields in the given order, exactly as the browser's FormData would. */
async function multipartBody(parts: [string, string | Buffer][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), 'firmware.bin');
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

const opened = closeAfterEach();

const MODES = {
  'streamed parts': {},
  'fields attached to the body': { attachFieldsToBody: 'keyValues' },
  // How the emulator app registers the plugin: the route's consumer streams the file.
  'file hook of the app': { attachFieldsToBody: 'keyValues', onFile: onUploadedFile },
} as const;

/**
 * A bare Fastify app with the multipart plugin in `mode` and the firmware route over a recording
 * device, closed after the test.
 */
async function routeApp(mode: keyof typeof MODES) {
  const recorder = recordingDevice();
  const app: FastifyInstance = Fastify();
  await opened({ close: () => app.close() });
  await app.register(multipart, MODES[mode]);
  // The double implements only what the route reaches; a missing member fails the test, not tsc.
  registerFirmwareRoutes(app, recorder.device as Device);
  return { app, ...recorder };
}

for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
  describe(`POST /api/firmware/update (${mode})`, () => {
    async function upload(parts: [string, string | Buffer][], authorization: string | null = ADMIN) {
      const { app, ...recorder } = await routeApp(mode);
      const { payload, contentType } = await multipartBody(parts);
      const headers: Record<string, string> = {
        'content-type': contentType,
        'x-requested-with': 'XMLHttpRequest',
      };
      if (authorization) headers.authorization = authorization;
      const response = await app.inject({ method: 'POST', url: '/api/firmware/update', payload, headers });
      return { response, ...recorder };
    }

    it('accepts a valid image with OK, reboots and keeps its own version', async () => {
      const firmware = image(64 * 1024);
      const { response, reboots, lines } = await upload([
        ['MD5', md5(firmware).toUpperCase()],
        ['firmware', firmware],
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('OK');
      expect(response.headers.connection).toBe('close');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(reboots).toHaveLength(1);
      expect(lines.join('\n')).toContain('65536 bytes');
    });

    it('answers a wrong MD5 with 400 "Could not end OTA" and still reboots', async () => {
      const firmware = image(4096);
      const { response, reboots } = await upload([
        ['MD5', '0123456789abcdef0123456789abcdef'],
        ['firmware', firmware],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('Could not end OTA');
      expect(reboots).toHaveLength(1);
    });

    it.each([
      ['without the ESP32 magic byte', () => image(4096, 0x00)],
      ['larger than the OTA slot', () => image(FIRMWARE_OTA_SLOT_BYTES + 1)],
    ])('rejects an image %s', async (_what, makeImage) => {
      const firmware = makeImage();
      const { response } = await upload([
        ['MD5', md5(firmware)],
        ['firmware', firmware],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('OTA could not begin');
    });

    it('needs the MD5 field before the file', async () => {
      const firmware = image(4096);
      const missing = await upload([['firmware', firmware]]);
      expect(missing.response.statusCode).toBe(400);
      expect(missing.response.body).toBe('MD5 parameter missing');
      const late = await upload([
        ['firmware', firmware],
        ['MD5', md5(firmware)],
      ]);
      expect(late.response.body).toBe('MD5 parameter missing');
    });

    it('rejects an MD5 that is not 32 characters', async () => {
      const firmware = image(4096);
      const { response } = await upload([
        ['MD5', md5(firmware).slice(0, 31)],
        ['firmware', firmware],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('MD5 parameter invalid');
    });

    it('answers 401 without credentials and does not reboot', async () => {
      const firmware = image(4096);
      const { response, reboots } = await upload(
        [
          ['MD5', md5(firmware)],
          ['firmware', firmware],
        ],
        null,
      );
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('');
      expect(reboots).toHaveLength(0);
    });
  });

  it(`answers an upload far beyond 8 MB with 400 "OTA could not begin" and reboots (${mode})`, async () => {
    const { app, reboots } = await routeApp(mode);
    const boundary = 'dtu-big-upload';
    const total = 24 * 1024 * 1024;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="MD5"\r\n\r\n${'0'.repeat(32)}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="firmware"; filename="f.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const chunk = image(256 * 1024);
      for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/firmware/update',
      payload: Readable.from(body()),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: ADMIN,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('OTA could not begin');
    expect(reboots).toHaveLength(1);
  });
}
