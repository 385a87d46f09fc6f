import type { InverterAdminWire } from '../../live/inverter-admin-routes.ts';
import { isArray, isString, isUint } from './strict-types.ts';

const U8 = 0xff;

/** Inverter add/edit/del/order of both 2026 generations (`src/WebApi_inverter.cpp` @ v26.3.30). */
export const INVERTER_ADMIN_2026: InverterAdminWire = {
  accepts: {
    add: (data) => isString(data.serial) && isString(data.name),
    edit: (data) =>
      isUint(data.id, U8) && isString(data.serial) && isString(data.name) && isArray(data.channel),
    del: (data) => isUint(data.id, U8),
    order: (data) => isArray(data.order),
  },
  clearEventlog: true,
};
