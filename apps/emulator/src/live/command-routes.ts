import {
  CODE,
  LIMIT_PERSISTENT_FLAG,
  LIMIT_TYPES,
  LIMIT_VALUE_MAX,
  type LimitStatus,
  type PowerStatus,
  serialFromJson,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { asBool, asUint16, hasKeys } from '../http/coerce.ts';
import { respond } from '../http/envelope.ts';
import { getJson, postData } from '../http/respond.ts';
import type { LiveSimulation } from './simulation.ts';

/** Limit and power: status maps keyed by serial and the two command endpoints (live.md §3.6–§3.9). */
export function registerCommandRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  refresh: () => void,
): void {
  getJson(app, '/api/limit/status', 'readonly', device, (): LimitStatus => {
    refresh();
    const body: LimitStatus = {};
    for (const inv of sim.inverters) {
      body[inv.serialHex] = {
        limit_relative: Math.round(inv.limitRelative * 10) / 10,
        max_power: inv.maxPowerW,
        limit_set_status: inv.limit.status,
      };
    }
    return body;
  });

  getJson(app, '/api/power/status', 'readonly', device, (): PowerStatus => {
    refresh();
    const body: PowerStatus = {};
    for (const inv of sim.inverters) body[inv.serialHex] = { power_set_status: inv.power.status };
    return body;
  });

  postData(app, '/api/limit/config', 'admin', device, (data) => {
    if (!hasKeys(data, ['serial', 'limit_value', 'limit_type'])) return respond(CODE.ValuesMissing);
    const serial = serialFromJson(data.serial);
    if (serial === 0n) return respond(CODE.LimitSerialZero);
    const limitValue = asUint16(data.limit_value);
    if (limitValue > LIMIT_VALUE_MAX) return respond(CODE.LimitInvalidLimit, { max: LIMIT_VALUE_MAX });
    const limitType = asUint16(data.limit_type);
    if (!LIMIT_TYPES.includes(limitType)) return respond(CODE.LimitInvalidType);
    refresh();
    const inv = sim.find(serial);
    if (!inv) return respond(CODE.LimitInvalidInverter);
    sim.limit(inv, {
      kind: 'limit',
      value: limitValue,
      relative: (limitType & 1) === 1,
      persistent: (limitType & LIMIT_PERSISTENT_FLAG) !== 0,
    });
    return respond(CODE.SettingsSaved);
  });

  postData(app, '/api/power/config', 'admin', device, (data) => {
    const hasPower = Object.hasOwn(data, 'power');
    if (!Object.hasOwn(data, 'serial') || (!hasPower && !Object.hasOwn(data, 'restart'))) {
      return respond(CODE.ValuesMissing);
    }
    const serial = serialFromJson(data.serial);
    if (serial === 0n) return respond(CODE.PowerSerialZero);
    refresh();
    const inv = sim.find(serial);
    if (!inv) return respond(CODE.PowerInvalidInverter);
    if (hasPower) sim.power(inv, { kind: 'power', action: asBool(data.power) ? 'on' : 'off' });
    else if (asBool(data.restart)) sim.power(inv, { kind: 'power', action: 'restart' });
    return respond(CODE.SettingsSaved);
  });
}
