import { CODE, PASSWORD_MAX, PASSWORD_MIN, securityAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { byteLength } from '../device/utf8-bytes.ts';
import { requireAccess } from '../http/access.ts';
import { asBool, asString } from '../http/coerce.ts';
import { COMMON, success, warning } from '../http/envelope.ts';
import { routePaths } from '../http/route-paths.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { readData } from '../http/write-request.ts';

/** `/api/security/config` and `/api/security/authenticate` (settings.md §2.5), all admin. */
export function registerSecurityRoutes(app: FastifyInstance, device: Device): void {
  const admin = { onRequest: requireAccess('admin', device) };

  for (const url of routePaths('/api/security/config')) {
    app.get(url, admin, async () => securityAnswer(device.config));

    app.post(url, admin, async (request) => {
      const parsed = readData(request);
      if (!parsed.ok) return parsed.answer;
      const { data } = parsed;
      // Only this combination counts as missing; a body with neither key checks "null".
      if (!Object.hasOwn(data, 'password') && Object.hasOwn(data, 'allow_readonly')) return COMMON.missing();
      const password = asString(data.password);
      const length = byteLength(password);
      if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
        return warning('Password must between 8 and 64 characters long!', CODE.SecurityPasswordLength, {
          max: PASSWORD_MAX,
        });
      }
      const saved = await device.save((draft) => {
        draft.security.password = password;
        draft.security.allow_readonly = asBool(data.allow_readonly);
      });
      return saved ? COMMON.saved() : COMMON.writeFailed();
    });
  }

  for (const url of routePaths('/api/security/authenticate')) {
    app.get(url, admin, async () => success('Authentication successful!', CODE.SecurityAuthSuccess));
  }
}

/** Security settings. */
export const securityRoutes = routePlugin('security', (app, { device }: { device: Device }) =>
  registerSecurityRoutes(app, device),
);
