import { CODE } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { requireAccess } from '../http/access.ts';
import { asBool } from '../http/coerce.ts';
import { COMMON, success, warning } from '../http/envelope.ts';
import { routePaths } from '../http/route-paths.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { readData } from '../http/write-request.ts';

/** `POST /api/maintenance/reboot` (settings.md §2.13). */
export function registerMaintenanceRoutes(app: FastifyInstance, device: Device): void {
  for (const url of routePaths('/api/maintenance/reboot')) {
    app.post(url, { onRequest: requireAccess('admin', device) }, async (request) => {
      const parsed = readData(request);
      if (!parsed.ok) return parsed.answer;
      if (!Object.hasOwn(parsed.data, 'reboot')) return COMMON.missing();
      if (!asBool(parsed.data.reboot)) return warning('Reboot cancled!', CODE.MaintenanceRebootCancelled);
      device.reboot('maintenance/reboot');
      return success('Reboot triggered!', CODE.MaintenanceRebootTriggered);
    });
  }
}

/** Reboot and factory reset. */
export const maintenanceRoutes = routePlugin('maintenance', (app, { device }: { device: Device }) =>
  registerMaintenanceRoutes(app, device),
);
