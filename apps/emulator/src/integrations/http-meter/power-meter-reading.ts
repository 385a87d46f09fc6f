import type { ConfigFileHttpPhase } from '@dtu/contract';
import { type HttpJsonResponse, httpJsonGet } from './http-json-get.ts';
import { jsonPath } from './json-path.ts';

/** Result of reading one HTTP(+JSON) power-meter phase. */
export type PhaseReading =
  | Exclude<HttpJsonResponse, { kind: 'ok' }>
  | { kind: 'power'; powerW: number }
  | { kind: 'path' };

/** The located JSON value as the firmware's float conversion reads it. */
function asPowerNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const parsed = Number.parseFloat(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

/** Unit 1 is mW, unit 2 kW, anything else W; then the optional sign flip. */
function toWatts(raw: number, unit: number, signInverted: boolean): number {
  const watts = unit === 1 ? raw / 1000 : unit === 2 ? raw * 1000 : raw;
  return signInverted ? -watts : watts;
}

/** The GET of one phase's request (also the request several phases share). */
export function fetchPhase(phase: ConfigFileHttpPhase): Promise<HttpJsonResponse> {
  return httpJsonGet({
    url: phase.url,
    authType: phase.auth_type,
    username: phase.username,
    password: phase.password,
    headerKey: phase.header_key,
    headerValue: phase.header_value,
    // A zero timeout would disable Node's timer; the device gives up at once instead.
    timeoutMs: Math.max(1, phase.timeout),
  });
}

/**
 * Fetches one phase and extracts its power. An unparsable body counts as "path not found",
 * as the firmware's JSON library then finds nothing.
 */
export async function readPowerMeterPhase(phase: ConfigFileHttpPhase): Promise<PhaseReading> {
  const response = await fetchPhase(phase);
  if (response.kind !== 'ok') return response;
  return phasePowerFromBody(response.body, phase);
}

/** Extracts one phase's power from a fetched body (also used when phases share one request). */
export function phasePowerFromBody(
  body: string,
  phase: Pick<ConfigFileHttpPhase, 'json_path' | 'unit' | 'sign_inverted'>,
): PhaseReading {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return { kind: 'path' };
  }
  const located = jsonPath(document, phase.json_path);
  if (!located.found) return { kind: 'path' };
  return { kind: 'power', powerW: toWatts(asPowerNumber(located.value), phase.unit, phase.sign_inverted) };
}
