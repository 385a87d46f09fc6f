import {
  type ApiResponse,
  CODE,
  firmwareMessage,
  RESPONSE_CODES_2026,
  responseCodeInfo,
} from '@dtu/contract';

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

/** A catalogue answer: type and message come from the contract's code table. */
export function respond(code: number, param?: ApiResponse['param']): ApiResponse {
  const info = responseCodeInfo(code) ?? RESPONSE_CODES_2026[code];
  const message = info ? firmwareMessage(info, param) : '';
  const body: ApiResponse = { type: info?.type ?? 'warning', message, code };
  if (param) body.param = param;
  return body;
}

/** The answers shared by every config endpoint. */
export const COMMON = {
  noValues: () => respond(CODE.NoValuesFound),
  parseFailed: () => respond(CODE.FailedToParseData),
  missing: () => respond(CODE.ValuesMissing),
  saved: () => respond(CODE.SettingsSaved),
  writeFailed: () => respond(CODE.WriteFailed),
} as const;
