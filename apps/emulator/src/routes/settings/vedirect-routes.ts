import { vedirectAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';

const KEYS = ['vedirect_enabled', 'verbose_logging', 'vedirect_updatesonly'] as const;

/** `/api/vedirect/config` (admin) and `/api/vedirect/status` (read-only), docs/firmware/onbattery-2024.05.03/settings.md §2.8. */
export function registerVedirectRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/vedirect/config', 'admin', device, () => vedirectAnswer(device.config));
  getJson(app, '/api/vedirect/status', 'readonly', device, () => vedirectAnswer(device.config));
  postData(app, '/api/vedirect/config', 'admin', device, (data) => {
    if (!hasKeys(data, KEYS)) return COMMON.missing();
    return saveAnswer(device, (draft) => {
      draft.vedirect.enabled = asBool(data.vedirect_enabled);
      draft.vedirect.verbose_logging = asBool(data.verbose_logging);
      draft.vedirect.updates_only = asBool(data.vedirect_updatesonly);
    });
  });
}
