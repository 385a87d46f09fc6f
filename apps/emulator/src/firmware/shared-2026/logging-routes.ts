import { LOG_LEVEL_MAX, LOGGING_MODULES_MAX } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asInt8 } from '../../http/coerce.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { config2026, type LoggingModule } from './config-2026.ts';
import { isObject } from './strict-types.ts';

/** The modules whose level can be set, in the firmware's order (`src/Logging.cpp`). */
export const LOG_MODULES_OPENDTU = ['CORE', 'hoymiles', 'mqtt', 'network', 'webapi', 'async_ws', 'async_tcp'];
export const LOG_MODULES_ONBATTERY = [
  ...LOG_MODULES_OPENDTU,
  'battery',
  'dynamicPowerLimiter',
  'gridCharger',
  'powerMeter',
  'solarCharger',
  'veDirect',
];

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/**
 * `/api/logging/config` (admin both ways, `src/WebApi_logging.cpp`): each known module with its
 * stored level or −1 (inherit). POST has no checks: the default is clamped to 0–5, the known
 * modules with a level ≥ 0 are kept in order (at most 16), and the answer is the save's.
 */
export function registerLoggingRoutes(
  app: FastifyInstance,
  device: Device,
  modules: readonly string[],
): void {
  getJson(app, '/api/logging/config', 'admin', device, () => {
    const { logging } = config2026(device.config);
    return {
      loglevel: {
        default: logging.default,
        modules: modules.map((name) => ({
          name,
          level: logging.modules.find((module) => module.name === name)?.level ?? -1,
        })),
      },
    };
  });
  postData(app, '/api/logging/config', 'admin', device, (data) => {
    const loglevel = isObject(data.loglevel) ? data.loglevel : {};
    const kept: LoggingModule[] = [];
    for (const entry of Array.isArray(loglevel.modules) ? loglevel.modules : []) {
      const name = isObject(entry) && typeof entry.name === 'string' ? entry.name : '';
      if (!modules.includes(name)) continue;
      const level = clamp(asInt8((entry as Record<string, unknown>).level), -1, LOG_LEVEL_MAX);
      if (level < 0) continue;
      kept.push({ level, name });
      if (kept.length >= LOGGING_MODULES_MAX) break;
    }
    return saveAnswer(device, (draft) => {
      const logging = config2026(draft).logging;
      logging.default = clamp(asInt8(loglevel.default), 0, LOG_LEVEL_MAX);
      logging.modules = Array.from(
        { length: LOGGING_MODULES_MAX },
        (_, i) => kept[i] ?? { level: 0, name: '' },
      );
    });
  });
}
