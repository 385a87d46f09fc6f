import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { getJson } from '../http/respond.ts';
import type { DtuInverter } from './dtu-inverter.ts';
import { buildEventLog, buildGridProfile, buildGridProfileRaw } from './inverter-info.ts';
import type { LiveWire } from './live-wire.ts';
import { invParam } from './livedata-routes.ts';
import type { LiveSimulation } from './simulation.ts';

/** Event log, device info and grid profile of one inverter; `{}` for an unknown serial. */
export function registerInverterInfoRoutes(
  app: FastifyInstance,
  device: Device,
  sim: LiveSimulation,
  refresh: () => void,
  devInfo: LiveWire['devInfo'],
): void {
  const perInverter = (path: string, body: (inv: DtuInverter, query: Record<string, unknown>) => unknown) =>
    getJson(app, path, 'readonly', device, (request) => {
      refresh();
      const inv = sim.find(invParam(request));
      return inv ? body(inv, request.query as Record<string, unknown>) : {};
    });

  perInverter('/api/eventlog/status', (inv, query) => {
    const locale = typeof query.locale === 'string' ? query.locale.toLowerCase() : '';
    return buildEventLog(inv, locale, sim.utcOffsetMs());
  });
  perInverter('/api/devinfo/status', devInfo);
  perInverter('/api/gridprofile/status', buildGridProfile);
  perInverter('/api/gridprofile/rawdata', buildGridProfileRaw);
}
