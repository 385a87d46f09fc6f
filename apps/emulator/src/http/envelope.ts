import type { ApiResponse } from '@dtu/contract';

/** The firmware pre-seeds every write answer with `warning`; only success changes it. */
export function warning(message: string, code?: number, param?: ApiResponse['param']): ApiResponse {
  const body: ApiResponse = { type: 'warning', message };
  if (code !== undefined) body.code = code;
  if (param) body.param = param;
  return body;
}

export function success(message: string, code?: number): ApiResponse {
  const body: ApiResponse = { type: 'success', message };
  if (code !== undefined) body.code = code;
  return body;
}

/** Standard firmware texts shared by every config endpoint. */
export const COMMON = {
  noValues: () => warning('No values found!', 1002),
  parseFailed: () => warning('Failed to parse data!', 1004),
  missing: () => warning('Values are missing!', 1005),
  saved: () => success('Settings saved!', 1001),
  writeFailed: () => warning('Write failed!', 1006),
} as const;
