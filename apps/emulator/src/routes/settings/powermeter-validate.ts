import type { ApiResponse } from '@dtu/contract';
import { FIRMWARE_MESSAGE } from '@dtu/contract';
import { asBool, asString, asUint8, asUint16 } from '../../http/coerce.ts';
import { warning } from '../../http/envelope.ts';

const HTTP_JSON_SOURCE = 3;

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function checkPhase(phase: Record<string, unknown>, index: number): ApiResponse | undefined {
  // The firmware means "phase 1, or every phase with individual requests" but reads that flag
  // from the phase object, where it never is — so only phase 1 gets these three checks.
  if (index === 0 || asBool(phase.http_individual_requests)) {
    const url = asString(phase.url);
    if (!Object.hasOwn(phase, 'url') || !(url.startsWith('http://') || url.startsWith('https://'))) {
      return warning(FIRMWARE_MESSAGE.PowerMeterUrlScheme);
    }
    if (
      asUint8(phase.auth_type) !== 0 &&
      (asString(phase.username) === '' || asString(phase.password) === '')
    ) {
      return warning(FIRMWARE_MESSAGE.PowerMeterCredentialsEmpty);
    }
    if (!Object.hasOwn(phase, 'timeout') || asUint16(phase.timeout) === 0) {
      return warning(FIRMWARE_MESSAGE.PowerMeterTimeoutZero);
    }
  }
  if (!Object.hasOwn(phase, 'json_path') || asString(phase.json_path) === '') {
    return warning(FIRMWARE_MESSAGE.PowerMeterJsonPathEmpty);
  }
  return undefined;
}

/**
 * The power-meter POST checks of docs/firmware/onbattery-2024.05.03/settings.md §2.9; every answer is a `warning` without `code`.
 * Phases are checked only when the posted source is HTTP(+JSON); disabled phases 2/3 are skipped.
 */
export function powerMeterValidate(data: Record<string, unknown>): ApiResponse | undefined {
  if (!Object.hasOwn(data, 'enabled') || !Object.hasOwn(data, 'source')) {
    return warning(FIRMWARE_MESSAGE.ValuesMissing);
  }
  if (asUint8(data.source) !== HTTP_JSON_SOURCE) return undefined;
  const phases = Array.isArray(data.http_phases) ? data.http_phases : [];
  for (const [index, value] of phases.entries()) {
    const phase = asObject(value);
    if (index > 0 && !asBool(phase.enabled)) continue;
    const failed = checkPhase(phase, index);
    if (failed) return failed;
  }
  return undefined;
}
