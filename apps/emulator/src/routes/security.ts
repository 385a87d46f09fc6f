import { CODE, PASSWORD_MAX, PASSWORD_MIN, securityAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { byteLength } from '../device/utf8-bytes.ts';
import { asBool, asString } from '../http/coerce.ts';
import { COMMON, respond } from '../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';

/** `/api/security/config` and `/api/security/authenticate` (docs/firmware/onbattery-2024.05.03/settings.md §2.5), all admin. */
export function registerSecurityRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/security/config', 'admin', device, () => securityAnswer(device.config));

  postData(app, '/api/security/config', 'admin', device, (data) => {
    // Only this combination counts as missing; a body with neither key checks "null".
    if (!Object.hasOwn(data, 'password') && Object.hasOwn(data, 'allow_readonly')) return COMMON.missing();
    const password = asString(data.password);
    const length = byteLength(password);
    if (length < PASSWORD_MIN || length > PASSWORD_MAX)
      return respond(CODE.SecurityPasswordLength, { max: PASSWORD_MAX });
    return saveAnswer(device, (draft) => {
      draft.security.password = password;
      draft.security.allow_readonly = asBool(data.allow_readonly);
    });
  });

  getJson(app, '/api/security/authenticate', 'admin', device, () => respond(CODE.SecurityAuthSuccess));
}

/** Security settings. */
export const securityRoutes = routePlugin('security', (app, { device }: { device: Device }) =>
  registerSecurityRoutes(app, device),
);
