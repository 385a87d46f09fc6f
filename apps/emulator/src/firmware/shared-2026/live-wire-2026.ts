import {
  type ApiResponse,
  CODE,
  LIMIT_TYPE_2026_END,
  LIMIT_VALUE_MAX,
  type LiveInverter2026Extras,
  type LiveInverterSummary,
  limitType2026Meaning,
  serialFromJson,
} from '@dtu/contract';
import { respond } from '../../http/envelope.ts';
import type { LimitParse, LiveWire } from '../../live/live-wire.ts';
import { buildSummary, type InverterView } from '../../live/livedata-builders.ts';
import { buildDevInfo2026 } from './devinfo-2026.ts';
import { isFloat, isString, isUint } from './strict-types.ts';

/**
 * The inverter object of both 2026 generations (`src/WebApi_ws_live.cpp` @ v26.3.30): the 2024
 * keys with `data_age_ms` after `data_age` and `radio_stats` last.
 */
export function buildSummary2026(
  view: InverterView,
  nowMs: number,
  uptimeS: number,
): LiveInverterSummary & LiveInverter2026Extras {
  const { data_age, ...rest } = buildSummary(view, nowMs, uptimeS);
  const { inv } = view;
  const ageMs = inv.lastDataMs === undefined ? uptimeS * 1000 : Math.max(0, nowMs - inv.lastDataMs);
  const r = inv.radio;
  const { serial, name, order, ...state } = rest;
  return {
    serial,
    name,
    order,
    data_age,
    data_age_ms: ageMs,
    ...state,
    radio_stats: {
      tx_request: r.txRequest,
      tx_re_request: r.txReRequest,
      rx_success: r.rxSuccess,
      rx_fail_nothing: r.rxFailNothing,
      rx_fail_partial: r.rxFailPartial,
      rx_fail_corrupt: r.rxFailCorrupt,
      rssi: r.rssiDbm,
    },
  };
}

/**
 * `POST /api/limit/config` of a 2026 generation (`src/WebApi_limit.cpp`): strict types, a
 * float value, `limit_type` 0..3. `minimum` is the lower value bound (OnBattery refuses
 * negative values, plain OpenDTU does not check).
 */
export function parseLimit2026(minimum: number | undefined) {
  return (data: Record<string, unknown>): LimitParse => {
    const refuse = (answer: ApiResponse) => ({ answer });
    if (!(isString(data.serial) && isFloat(data.limit_value) && isUint(data.limit_type, 0xffff)))
      return refuse(respond(CODE.ValuesMissing));
    const serial = serialFromJson(data.serial);
    if (serial === 0n) return refuse(respond(CODE.LimitSerialZero));
    const value = data.limit_value as number;
    if ((minimum !== undefined && value < minimum) || value > LIMIT_VALUE_MAX)
      return refuse(respond(CODE.LimitInvalidLimit, { max: LIMIT_VALUE_MAX }));
    const type = data.limit_type as number;
    if (type >= LIMIT_TYPE_2026_END) return refuse(respond(CODE.LimitInvalidType));
    return { serial, request: { value, ...limitType2026Meaning(type) } };
  };
}

/** The inverter side of a 2026 generation; `onBatteryBlocks` and the limit's lower bound differ. */
export function liveWire2026(options: { onBatteryBlocks: boolean; limitMinimum?: number }): LiveWire {
  return {
    summary: buildSummary2026,
    // No emulated board is built with PIN_MAPPING_REQUIRED, so the hint is always false.
    hints: (base) => ({ ...base, pin_mapping_issue: false }),
    onBatteryBlocks: options.onBatteryBlocks,
    socketDigestRealm: 'live websocket',
    parseLimit: parseLimit2026(options.limitMinimum),
    devInfo: buildDevInfo2026,
  };
}
