import type { ApiResponse } from '@dtu/contract';
import type { FastifyRequest } from 'fastify';
import { COMMON } from './envelope.ts';

export type ParsedData = { ok: true; data: Record<string, unknown> } | { ok: false; answer: ApiResponse };

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The raw `data` form field (multipart or urlencoded), or undefined when absent. The firmware
 * reads POST parameters only, so a JSON body or a query string never counts.
 */
export function dataField(request: FastifyRequest): string | undefined {
  if (!FORM_TYPES.test(request.headers['content-type'] ?? '')) return undefined;
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return undefined;
  const value = body.data;
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return undefined;
}

/**
 * The firmware's shared pre-checks for every JSON write: no `data` field → 1002,
 * unparsable JSON → 1004. A JSON value that is not an object reads as an empty object,
 * so the endpoint's own "values missing" check answers it.
 */
export function readData(request: FastifyRequest): ParsedData {
  const raw = dataField(request);
  if (raw === undefined) return { ok: false, answer: COMMON.noValues() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, answer: COMMON.parseFailed() };
  }
  const data =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { ok: true, data };
}
