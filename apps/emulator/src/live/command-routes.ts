import { CODE, type LimitStatus, type PowerStatus, serialFromJson } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { asBool } from '../http/coerce.ts';
import { respond } from '../http/envelope.ts';
import { getJson, postData } from '../http/respond.ts';
import type { LiveWire } from './live-wire.ts';
import type { LiveSimulation } from './simulation.ts';

/** Limit and power: status maps keyed by serial and the two command endpoints (docs/firmware/onbattery-2024.05.03/live.md §3.6–§3.9). */
export function registerCommandRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  refresh: () => void,
  parseLimit: LiveWire['parseLimit'],
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
    const parsed = parseLimit(data);
    if ('answer' in parsed) return parsed.answer;
    refresh();
    const inv = sim.find(parsed.serial);
    if (!inv) return respond(CODE.LimitInvalidInverter);
    sim.limit(inv, { kind: 'limit', ...parsed.request });
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
