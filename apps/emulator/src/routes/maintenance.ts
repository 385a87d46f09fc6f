import { CODE } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { asBool } from '../http/coerce.ts';
import { COMMON, respond } from '../http/envelope.ts';
import { postData } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';

/** `POST /api/maintenance/reboot` (docs/firmware/onbattery-2024.05.03/settings.md §2.13). */
export function registerMaintenanceRoutes(app: FastifyInstance, device: Device): void {
  postData(app, '/api/maintenance/reboot', 'admin', device, (data) => {
    if (!Object.hasOwn(data, 'reboot')) return COMMON.missing();
    if (!asBool(data.reboot)) return respond(CODE.MaintenanceRebootCancelled);
    device.reboot('maintenance/reboot');
    return respond(CODE.MaintenanceRebootTriggered);
  });
}

/** Reboot and factory reset. */
export const maintenanceRoutes = routePlugin('maintenance', (app, { device }: { device: Device }) =>
  registerMaintenanceRoutes(app, device),
);
