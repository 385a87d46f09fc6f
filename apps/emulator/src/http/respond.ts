import type { ApiResponse } from '@dtu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { type Access, requireAccess } from './access.ts';
import { COMMON } from './envelope.ts';
import { routePaths } from './route-paths.ts';
import { STREAMED_FILE_LIMIT, type UploadConsumer } from './upload-streams.ts';
import { readData } from './write-request.ts';

/** Writes the change and answers 1001, or 1006 when the file could not be written. */
export async function saveAnswer(
  device: Device,
  change: Parameters<Device['save']>[0],
): Promise<ApiResponse> {
  return (await device.save(change)) ? COMMON.saved() : COMMON.writeFailed();
}

/** A write handler: the envelope answer, or the reply itself when it answers otherwise (a bare 404). */
type DataHandler = (
  data: Record<string, unknown>,
  reply: FastifyReply,
) => ApiResponse | FastifyReply | Promise<ApiResponse | FastifyReply>;

/**
 * Registers a JSON-write endpoint (and its sub-paths, as the firmware matches them): access check, the shared 1002/1004 pre-checks, then the
 * endpoint's own validation and store.
 */
export function postData(
  app: FastifyInstance,
  path: string,
  access: Access,
  device: Device,
  handler: DataHandler,
): void {
  for (const url of routePaths(path)) {
    app.post(url, { onRequest: requireAccess(access, device) }, async (request: FastifyRequest, reply) => {
      const parsed = readData(request);
      return parsed.ok ? handler(parsed.data, reply) : parsed.answer;
    });
  }
}

/** Registers a GET endpoint whose body is computed on every request. */
export function getJson(
  app: FastifyInstance,
  path: string,
  access: Access,
  device: Device,
  body: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  for (const url of routePaths(path)) {
    app.get(url, { onRequest: requireAccess(access, device) }, async (request, reply) =>
      body(request, reply),
    );
  }
}

/**
 * Registers a multipart upload endpoint (and its sub-paths): access check, each file part handed
 * to `stream` as it arrives (never buffered whole), then `handler` answers once the body was read.
 */
export function postUpload(
  app: FastifyInstance,
  path: string,
  access: Access,
  device: Device,
  stream: UploadConsumer,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const config = { multipartOptions: { limits: { fileSize: STREAMED_FILE_LIMIT } }, streamUpload: stream };
  for (const url of routePaths(path))
    app.post(url, { onRequest: requireAccess(access, device), config }, handler);
}
