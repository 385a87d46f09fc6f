import {
  type ApiResponse,
  httpTestBadCodeMessage,
  httpTestBeginFailedMessage,
  httpTestPathNotFoundMessage,
  httpTestTransportErrorMessage,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { COMMON, success, warning } from '../../http/envelope.ts';
import { getJson, postData } from '../../http/respond.ts';
import { type PhaseReading, readPowerMeterPhase } from '../../integrations/http-meter/power-meter-reading.ts';
import type { OnBattery2026Config } from './config-access.ts';
import { arrayAt, fitsInt, isJsonObject, type Json, objectAt } from './json-read.ts';
import { readPowerMeter } from './read-sections.ts';
import { METER_SOURCE_2026, type MeterHttpJsonValue2026 } from './sections.ts';

/** `src/WebApi_powermeter.cpp @ 2026.03.31`: every refusal is a message without a code. */
const refuse = (message: string): ApiResponse => warning(message);

function httpRequestFailure(request: Json): ApiResponse | undefined {
  const url = request.url;
  if (typeof url !== 'string' || !(url.startsWith('http://') || url.startsWith('https://')))
    return refuse('URL must either start with http:// or https://!');
  const authType = fitsInt(request.auth_type, 8, false) ? request.auth_type : 0;
  const empty = (v: unknown) => typeof v !== 'string' || v.length === 0;
  if (authType !== 0 && (empty(request.username) || empty(request.password)))
    return refuse('Username or password must not be empty!');
  if (!fitsInt(request.timeout, 16, false) || request.timeout <= 0)
    return refuse('Timeout must be greater than 0 ms!');
  return undefined;
}

/** The provider checks of `onAdminPost`, in its order. */
function meterFailure(data: Json): ApiResponse | undefined {
  if (typeof data.enabled !== 'boolean' || !fitsInt(data.source, 32, false))
    return refuse('Values are missing!');
  const source = (data.source as number) % 256;
  if (source === METER_SOURCE_2026.HttpJson) {
    const httpJson = objectAt(data, 'http_json');
    for (const [i, entry] of arrayAt(httpJson, 'values').entries()) {
      const value = isJsonObject(entry) ? entry : {};
      if (i > 0 && value.enabled !== true) continue;
      if (i === 0 || httpJson.individual_requests === true) {
        const failed = httpRequestFailure(objectAt(value, 'http_request'));
        if (failed) return failed;
      }
      if (typeof value.json_path !== 'string' || value.json_path.length === 0)
        return refuse('Json path must not be empty!');
    }
  }
  if (source === METER_SOURCE_2026.HttpSml) {
    const failed = httpRequestFailure(objectAt(objectAt(data, 'http_sml'), 'http_request'));
    if (failed) return failed;
  }
  if (source === METER_SOURCE_2026.UdpVictron) {
    const udp = objectAt(data, 'udp_victron');
    if (typeof udp.ip_address !== 'string' || udp.ip_address.length === 0)
      return refuse('IP address must not be empty!');
    if (!fitsInt(udp.polling_interval_ms, 32, false) || udp.polling_interval_ms <= 0)
      return refuse('Polling interval must be greater than 0 ms!');
  }
  return undefined;
}

function failureText(reading: Exclude<PhaseReading, { kind: 'power' }>, jsonPath: string): string {
  switch (reading.kind) {
    case 'transport':
      return httpTestTransportErrorMessage(reading.reason);
    case 'status':
      return httpTestBadCodeMessage(reading.status);
    case 'path':
      return httpTestPathNotFoundMessage(jsonPath);
    case 'begin':
      return httpTestBeginFailedMessage(reading.scheme, reading.host);
  }
}

const phaseOf = (v: MeterHttpJsonValue2026, request = v.http_request) => ({
  ...request,
  enabled: v.enabled,
  json_path: v.json_path,
  unit: v.unit,
  sign_inverted: v.sign_inverted,
});

/** `testhttpjsonrequest`: every enabled value, each with its own request or the first one's. */
async function testHttpJson(data: Json): Promise<ApiResponse> {
  const config = readPowerMeter(data, true, METER_SOURCE_2026.HttpJson).http_json;
  const watts: number[] = [];
  for (const value of config.values) {
    if (!value.enabled) continue;
    const request = config.individual_requests ? value.http_request : config.values[0]!.http_request;
    const reading = await readPowerMeterPhase(phaseOf(value, request));
    if (reading.kind !== 'power') return warning(failureText(reading, value.json_path));
    watts.push(reading.powerW);
  }
  const total = watts.reduce((a, b) => a + b, 0);
  const parts = watts.map((w) => `${w.toFixed(2)}W`).join(', ');
  return success(`Result: ${parts}, Total: ${total.toFixed(2).padStart(5)}`);
}

/**
 * `testhttpsmlrequest`: the request is made for real; the emulator does not decode SML, so a
 * reachable meter reads as 0 W.
 */
async function testHttpSml(data: Json): Promise<ApiResponse> {
  const sml = readPowerMeter(data, true, METER_SOURCE_2026.HttpSml).http_sml;
  const reading = await readPowerMeterPhase({
    ...sml.http_request,
    enabled: true,
    json_path: '',
    unit: 0,
    sign_inverted: false,
  });
  if (reading.kind === 'power' || reading.kind === 'path')
    return success(`Result: ${(0).toFixed(2).padStart(5)}W`);
  return warning(failureText(reading, ''));
}

/** The power meter of 2026.03.31: nested per provider, applied without a reboot. */
export function registerPowerMeterRoutes(
  app: FastifyInstance,
  device: Device,
  config: OnBattery2026Config,
): void {
  const body = () => config.read().powermeter;
  getJson(app, '/api/powermeter/status', 'readonly', device, body);
  getJson(app, '/api/powermeter/config', 'admin', device, body);
  postData(app, '/api/powermeter/config', 'admin', device, async (data) => {
    const failed = meterFailure(data);
    if (failed) return failed;
    const ok = await config.save((s) => {
      s.powermeter = readPowerMeter(data, data.enabled as boolean, (data.source as number) % 256);
    });
    return ok ? COMMON.saved() : COMMON.writeFailed();
  });
  postData(app, '/api/powermeter/testhttpjsonrequest', 'admin', device, testHttpJson);
  postData(app, '/api/powermeter/testhttpsmlrequest', 'admin', device, testHttpSml);
}
