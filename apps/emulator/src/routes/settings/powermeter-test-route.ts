import type { ApiResponse, ConfigFileHttpPhase } from '@dtu/contract';
import {
  FIRMWARE_MESSAGE,
  httpTestBadCodeMessage,
  httpTestBeginFailedMessage,
  httpTestPathNotFoundMessage,
  httpTestSuccessMessage,
  httpTestTransportErrorMessage,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, asString, asUint8, asUint16, hasKeys } from '../../http/coerce.ts';
import { success, warning } from '../../http/envelope.ts';
import { postData } from '../../http/respond.ts';
import { readPowerMeterPhase } from '../../integrations/http-meter/power-meter-reading.ts';

const REQUIRED = [
  'url',
  'auth_type',
  'username',
  'password',
  'header_key',
  'header_value',
  'timeout',
  'json_path',
];

function phaseFrom(data: Record<string, unknown>): ConfigFileHttpPhase {
  return {
    enabled: asBool(data.enabled),
    url: asString(data.url),
    auth_type: asUint8(data.auth_type),
    username: asString(data.username),
    password: asString(data.password),
    header_key: asString(data.header_key),
    header_value: asString(data.header_value),
    timeout: asUint16(data.timeout),
    json_path: asString(data.json_path),
    unit: asUint8(data.unit),
    sign_inverted: asBool(data.sign_inverted),
  };
}

/** Runs the real request and words the outcome like the firmware (no `code` in any answer). */
export async function testHttpRequest(data: Record<string, unknown>): Promise<ApiResponse> {
  if (!hasKeys(data, REQUIRED)) return warning(FIRMWARE_MESSAGE.HttpTestMissingFields);
  const phase = phaseFrom(data);
  const reading = await readPowerMeterPhase(phase);
  switch (reading.kind) {
    case 'power':
      return success(httpTestSuccessMessage(reading.powerW));
    case 'transport':
      return warning(httpTestTransportErrorMessage(reading.reason));
    case 'status':
      return warning(httpTestBadCodeMessage(reading.status));
    case 'path':
      return warning(httpTestPathNotFoundMessage(phase.json_path));
    case 'begin':
      return warning(httpTestBeginFailedMessage(reading.scheme, reading.host));
  }
}

/** `POST /api/powermeter/testhttprequest` (admin), docs/firmware/onbattery-2024.05.03/settings.md §8; saves nothing. */
export function registerPowerMeterTestRoute(app: FastifyInstance, device: Device): void {
  postData(app, '/api/powermeter/testhttprequest', 'admin', device, testHttpRequest);
}
