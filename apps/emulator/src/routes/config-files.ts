import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE, type ConfigFileList } from '@dtu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { atomicWrite, TEMP_PREFIX } from '../device/atomic-write.ts';
import { CONFIG_FILE_NAME, CORRUPT_MARKER } from '../device/config-store.ts';
import type { Device } from '../device/device.ts';
import { PIN_MAPPING_FILE_NAME } from '../device/pin-mapping.ts';
import { requireAccess } from '../http/access.ts';
import { asBool } from '../http/coerce.ts';
import { COMMON, success, warning } from '../http/envelope.ts';
import { routePaths } from '../http/route-paths.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { readData } from '../http/write-request.ts';

/** A name in the root of the device file system (no folders, no way out of the data dir). */
function isBareName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}

/** Files the emulator keeps for itself: in-progress writes and set-aside corrupt configs. */
function isEmulatorArtifact(name: string): boolean {
  return name.startsWith(TEMP_PREFIX) || name.includes(CORRUPT_MARKER);
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

function contentType(name: string): string {
  if (name.endsWith('.json')) return 'application/json';
  if (name.endsWith('.txt')) return 'text/plain';
  return 'application/octet-stream';
}

/** `/api/config/list|get|upload|delete` (settings.md §2.12), all admin. */
export function registerConfigFileRoutes(app: FastifyInstance, device: Device): void {
  const admin = { onRequest: requireAccess('admin', device) };

  for (const url of routePaths('/api/config/list')) {
    app.get(
      url,
      admin,
      async (): Promise<ConfigFileList> => ({
        configs: (await listDeviceFiles(device.dataDir)).map((name) => ({ name })),
      }),
    );
  }

  for (const url of routePaths('/api/config/get')) {
    app.get<{ Querystring: { file?: string } }>(url, admin, async (request, reply) => {
      const name = request.query.file ?? CONFIG_FILE_NAME;
      const bytes = isBareName(name)
        ? await readFile(join(device.dataDir, name)).catch(() => undefined)
        : undefined;
      if (!bytes || isEmulatorArtifact(name)) return reply.code(404).send('');
      return reply
        .type(contentType(name))
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(bytes);
    });
  }

  for (const url of routePaths('/api/config/upload')) {
    app.post<{ Querystring: { file?: string } }>(url, admin, async (request, reply) => {
      const name = request.query.file;
      if (name === undefined || !isBareName(name) || isEmulatorArtifact(name))
        return reply.code(500).send('');
      const bytes = uploadedBytes(request);
      if (bytes) {
        try {
          await atomicWrite(join(device.dataDir, name), bytes);
          device.log(`Config: restored ${name} (${bytes.length} bytes)`);
        } catch (error) {
          device.log(`Config: writing ${name} failed: ${(error as Error).message}`);
        }
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

  for (const url of routePaths('/api/config/delete')) {
    app.post(url, admin, async (request) => {
      const parsed = readData(request);
      if (!parsed.ok) return parsed.answer;
      if (!Object.hasOwn(parsed.data, 'delete')) return COMMON.missing();
      if (!asBool(parsed.data.delete)) return warning('Not deleted anything!', CODE.ConfigNotDeleted);
      await device.settled();
      for (const name of await listDeviceFiles(device.dataDir)) {
        if (name === PIN_MAPPING_FILE_NAME) continue;
        await rm(join(device.dataDir, name), { force: true });
      }
      device.log('Config: factory reset, all files except pin_mapping.json removed');
      device.reboot('factory reset');
      return success('Configuration resettet. Rebooting now...', CODE.ConfigSuccess);
    });
  }
}

/** `/api/config/*`: download, upload and the file list. */
export const configFileRoutes = routePlugin('config-files', (app, { device }: { device: Device }) =>
  registerConfigFileRoutes(app, device),
);
