import type { ApiResponse } from '@dtu/contract';
import { responseCodeInfo } from '@dtu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { type Access, requireAccess } from './access.ts';
import { COMMON } from './envelope.ts';
import { routePaths } from './route-paths.ts';
import { readData } from './write-request.ts';

/** A catalogue answer: type and message come from the contract's code table. */
export function respond(code: number, param?: ApiResponse['param']): ApiResponse {
  const info = responseCodeInfo(code);
  const body: ApiResponse = { type: info?.type ?? 'warning', message: info?.message ?? '', code };
  if (param) body.param = param;
  return body;
}

/** Writes the change and answers 1001, or 1006 when the file could not be written. */
export async function saveAnswer(
  device: Device,
  change: Parameters<Device['save']>[0],
): Promise<ApiResponse> {
  return (await device.save(change)) ? COMMON.saved() : COMMON.writeFailed();
}

type DataHandler = (data: Record<string, unknown>) => ApiResponse | Promise<ApiResponse>;

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
    app.post(url, { onRequest: requireAccess(access, device) }, async (request: FastifyRequest) => {
      const parsed = readData(request);
      return parsed.ok ? handler(parsed.data) : parsed.answer;
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
