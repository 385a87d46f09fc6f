import type { VedirectConfig } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';

const KEYS = ['vedirect_enabled', 'verbose_logging', 'vedirect_updatesonly'] as const;

function vedirectConfigBody(device: Device): VedirectConfig {
  const { vedirect } = device.config;
  return {
    vedirect_enabled: vedirect.enabled,
    verbose_logging: vedirect.verbose_logging,
    vedirect_updatesonly: vedirect.updates_only,
  };
}

/** `/api/vedirect/config` (admin) and `/api/vedirect/status` (read-only), settings.md §2.8. */
export function registerVedirectRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/vedirect/config', 'admin', device, () => vedirectConfigBody(device));
  getJson(app, '/api/vedirect/status', 'readonly', device, () => vedirectConfigBody(device));
  postData(app, '/api/vedirect/config', 'admin', device, (data) => {
    if (!hasKeys(data, KEYS)) return COMMON.missing();
    return saveAnswer(device, (draft) => {
      draft.vedirect.enabled = asBool(data.vedirect_enabled);
      draft.vedirect.verbose_logging = asBool(data.verbose_logging);
      draft.vedirect.updates_only = asBool(data.vedirect_updatesonly);
    });
  });
}
