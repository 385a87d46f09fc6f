import { type LiveDataStatus, parseHexSerial } from '@dtu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { getJson } from '../http/respond.ts';
import { liveHints } from './live-sender.ts';
import { buildDetail, buildSummary, buildTotal } from './livedata-builders.ts';
import { buildOnBatteryBlocks, type OnBatterySources } from './onbattery-blocks.ts';
import type { LiveSimulation } from './simulation.ts';

/** The `inv` query parameter as a serial; missing or unparsable reads as 0. */
export function invParam(request: FastifyRequest): bigint {
  const inv = (request.query as Record<string, unknown>).inv;
  return typeof inv === 'string' ? parseHexSerial(inv) : 0n;
}

/** `GET /api/livedata/status`: summary of every inverter, or one inverter in detail with `?inv=`. */
export function registerLivedataRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  refresh: () => void,
  sources: () => OnBatterySources,
): void {
  getJson(app, '/api/livedata/status', 'readonly', device, (request): LiveDataStatus => {
    refresh();
    const now = device.now();
    const uptime = device.uptimeSeconds();
    const views = sim.views();
    const serial = invParam(request);
    const inverters =
      serial === 0n
        ? views.map((view) => buildSummary(view, now, uptime))
        : views.filter((view) => view.inv.serial === serial).map((view) => buildDetail(view, now, uptime));
    return {
      inverters,
      total: buildTotal(views),
      hints: liveHints(device, sim),
      ...buildOnBatteryBlocks(device.config, sources()),
    };
  });
}
