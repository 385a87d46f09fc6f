import {
  type ApiResponse,
  CODE,
  type DevInfoStatus,
  LIMIT_PERSISTENT_FLAG,
  LIMIT_TYPES,
  LIMIT_VALUE_MAX,
  type LiveHints,
  type LiveInverterSummary,
  serialFromJson,
} from '@dtu/contract';
import { asUint16, hasKeys } from '../http/coerce.ts';
import { respond } from '../http/envelope.ts';
import type { DtuInverter, LimitRequest } from './dtu-inverter.ts';
import { buildDevInfo } from './inverter-info.ts';
import { buildSummary, type InverterView } from './livedata-builders.ts';

/** A checked `POST /api/limit/config`: the inverter and its request, or the refusal. */
export type LimitParse = { serial: bigint; request: Omit<LimitRequest, 'kind'> } | { answer: ApiResponse };

/**
 * What a firmware generation changes on the inverter side of the wire: the inverter object of
 * livedata, the hints, whether the OnBattery blocks exist, and how a limit command is read.
 */
export interface LiveWire {
  summary(view: InverterView, nowMs: number, uptimeS: number): LiveInverterSummary;
  hints(base: LiveHints): LiveHints;
  /** The OnBattery blocks of livedata (REST keys and socket messages); false on plain OpenDTU. */
  onBatteryBlocks: boolean;
  /**
   * A generation whose OnBattery blocks differ from 2024.05.03's (`vedirect`/`huawei`): its own
   * blocks for the REST answer and the socket's 1-s send task (undefined = nothing to send).
   */
  onBatteryLive?: {
    rest(): Record<string, unknown>;
    message(nowMs: number): Record<string, unknown> | undefined;
  };
  /** 2026: the `/livedata` socket asks for Digest in this realm while read-only access is off. */
  socketDigestRealm?: string;
  /** Validation in the firmware's order, up to the inverter lookup (5004 stays in the route). */
  parseLimit(data: Record<string, unknown>): LimitParse;
  /** `/api/devinfo/status` of a known inverter. */
  devInfo(inv: DtuInverter): DevInfoStatus;
}

/** OnBattery 2024.05.03 (docs/firmware/onbattery-2024.05.03/live.md §3.7): key presence, uint16 value ≤ 2250, types 0/1/256/257. */
function parseLimit2024(data: Record<string, unknown>): LimitParse {
  if (!hasKeys(data, ['serial', 'limit_value', 'limit_type'])) return { answer: respond(CODE.ValuesMissing) };
  const serial = serialFromJson(data.serial);
  if (serial === 0n) return { answer: respond(CODE.LimitSerialZero) };
  const value = asUint16(data.limit_value);
  if (value > LIMIT_VALUE_MAX) return { answer: respond(CODE.LimitInvalidLimit, { max: LIMIT_VALUE_MAX }) };
  const type = asUint16(data.limit_type);
  if (!LIMIT_TYPES.includes(type)) return { answer: respond(CODE.LimitInvalidType) };
  return {
    serial,
    request: { value, relative: (type & 1) === 1, persistent: (type & LIMIT_PERSISTENT_FLAG) !== 0 },
  };
}

export const LIVE_WIRE_2024: LiveWire = {
  summary: buildSummary,
  hints: (base) => base,
  onBatteryBlocks: true,
  parseLimit: parseLimit2024,
  devInfo: buildDevInfo,
};
