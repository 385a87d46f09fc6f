import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE, CODE_2026, RESPONSE_CODES_2026 } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { isEmulatorArtifact } from '../../device/emulator-files.ts';
import { COMMON, respond, success } from '../../http/envelope.ts';
import { getJson, postData } from '../../http/respond.ts';
import {
  isBareName,
  listDeviceFiles,
  registerFileDownload,
  registerFileUpload,
  removeAllFiles,
} from '../../routes/config-files.ts';
import { isBool, isString } from './strict-types.ts';

/** `[{name, size}]` of the file system root (`onFileListGet`). */
async function fileList(dataDir: string): Promise<{ name: string; size: number }[]> {
  const names = await listDeviceFiles(dataDir);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(dataDir, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return names.map((name, i) => ({ name, size: sizes[i]! }));
}

/**
 * `/api/file/*` of both 2026 generations (`src/WebApi_file.cpp` @ v26.3.30, @ 2026.03.31), all
 * admin: it replaces `/api/config/*`; `delete` removes one file, `delete_all` is the factory reset.
 */
export function registerFileRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/file/list', 'admin', device, () => fileList(device.dataDir));
  registerFileDownload(app, device, '/api/file/get');
  registerFileUpload(app, device, '/api/file/upload');

  postData(app, '/api/file/delete', 'admin', device, async (data, reply) => {
    if (!isString(data.file)) return COMMON.missing();
    const name = data.file;
    const present =
      isBareName(name) && !isEmulatorArtifact(name) && (await listDeviceFiles(device.dataDir)).includes(name);
    if (!present) return reply.code(404).send('');
    await device.settled();
    await rm(join(device.dataDir, name), { force: true });
    device.log(`Config: deleted ${name}`);
    return success(RESPONSE_CODES_2026[CODE_2026.FileDeleteSuccess]!.message!, CODE_2026.FileDeleteSuccess);
  });

  postData(app, '/api/file/delete_all', 'admin', device, async (data) => {
    if (!isBool(data.delete)) return COMMON.missing();
    if (!data.delete) return respond(CODE.ConfigNotDeleted);
    await removeAllFiles(device);
    return respond(CODE.ConfigSuccess);
  });
}
