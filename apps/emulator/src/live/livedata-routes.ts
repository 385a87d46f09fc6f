import { parseHexSerial } from '@dtu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { getJson } from '../http/respond.ts';
import { liveHints } from './live-sender.ts';
import type { LiveWire } from './live-wire.ts';
import { buildDetail, buildTotal } from './livedata-builders.ts';
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
  wire: LiveWire,
): void {
  getJson(app, '/api/livedata/status', 'readonly', device, (request) => {
    refresh();
    const now = device.now();
    const uptime = device.uptimeSeconds();
    const views = sim.views();
    const serial = invParam(request);
    const inverters =
      serial === 0n
        ? views.map((view) => wire.summary(view, now, uptime))
        : views
            .filter((view) => view.inv.serial === serial)
            .map((view) => buildDetail(view, now, uptime, wire.summary));
    return {
      inverters,
      total: buildTotal(views),
      hints: wire.hints(liveHints(device, sim)),
      ...(wire.onBatteryBlocks
        ? (wire.onBatteryLive?.rest() ?? buildOnBatteryBlocks(device.config, sources()))
        : {}),
    };
  });
}
