import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData } from '../../http/respond.ts';
import type { OnBattery2026Config } from './config-access.ts';
import { fitsInt } from './json-read.ts';
import { limiterMetadata } from './limiter-metadata.ts';
import { readBattery, readPowerLimiter, readSolarCharger } from './read-sections.ts';

const saved = async (ok: Promise<boolean>) => ((await ok) ? COMMON.saved() : COMMON.writeFailed());

/**
 * The limiter, battery and solar charger settings of 2026.03.31 (`src/WebApi_powerlimiter.cpp`,
 * `_battery.cpp`, `_solarcharger.cpp`). None of them reboots.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  device: Device,
  config: OnBattery2026Config,
): void {
  const limiter = () => config.read().powerlimiter;
  getJson(app, '/api/powerlimiter/status', 'readonly', device, limiter);
  getJson(app, '/api/powerlimiter/config', 'admin', device, limiter);
  getJson(app, '/api/powerlimiter/metadata', 'admin', device, () => limiterMetadata(device, config.read()));
  // No check at all: the body replaces the whole section, every missing key at its default
  // (silent-damage case 1: a 2024-shaped body drops every governed inverter).
  postData(app, '/api/powerlimiter/config', 'admin', device, (data) =>
    saved(
      config.save((s) => {
        s.powerlimiter = readPowerLimiter(data);
      }),
    ),
  );

  const battery = () => config.read().battery;
  getJson(app, '/api/battery/status', 'readonly', device, battery);
  getJson(app, '/api/battery/config', 'admin', device, battery);
  postData(app, '/api/battery/config', 'admin', device, (data) => {
    if (typeof data.enabled !== 'boolean' || !fitsInt(data.provider, 8, false)) return COMMON.missing();
    return saved(
      config.save((s) => {
        s.battery = readBattery(data);
      }),
    );
  });

  getJson(app, '/api/solarcharger/config', 'admin', device, () => config.read().solarcharger);
  postData(app, '/api/solarcharger/config', 'admin', device, (data) => {
    const typed =
      typeof data.enabled === 'boolean' &&
      fitsInt(data.provider, 8, false) &&
      typeof data.publish_updates_only === 'boolean';
    if (!typed) return COMMON.missing();
    return saved(
      config.save((s) => {
        s.solarcharger = readSolarCharger(data);
      }),
    );
  });
}
