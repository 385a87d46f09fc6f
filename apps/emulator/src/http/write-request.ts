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

/** ArduinoJson's default nesting limit: a document nested deeper fails to parse (`TooDeep`). */
export const JSON_NESTING_LIMIT = 10;

/** True when objects and arrays in `text` nest deeper than the limit (strings are skipped). */
export function nestsTooDeep(text: string, limit = JSON_NESTING_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The firmware's shared pre-checks for every JSON write: no `data` field → 1002,
 * unparsable JSON (nesting beyond ArduinoJson's limit included) → 1004. A JSON value that is not
 * an object reads as an empty object, so the endpoint's own "values missing" check answers it.
 */
export function readData(request: FastifyRequest): ParsedData {
  const raw = dataField(request);
  if (raw === undefined) return { ok: false, answer: COMMON.noValues() };
  if (nestsTooDeep(raw)) return { ok: false, answer: COMMON.parseFailed() };
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
