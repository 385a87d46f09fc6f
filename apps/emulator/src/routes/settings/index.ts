import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { registerBatteryRoutes } from './battery-routes.ts';
import { type RadioState, registerDtuRoutes } from './dtu-routes.ts';
import { registerHuaweiRoutes } from './huawei-routes.ts';
import { registerMqttRoutes } from './mqtt-routes.ts';
import { registerNetworkRoutes } from './network-routes.ts';
import { registerNtpRoutes } from './ntp-routes.ts';
import { registerPowerLimiterRoutes } from './powerlimiter-routes.ts';
import { registerPowerMeterRoutes } from './powermeter-routes.ts';
import { registerVedirectRoutes } from './vedirect-routes.ts';

export type { RadioState } from './dtu-routes.ts';

/** Live state the settings pages show but do not own. */
export interface SettingsRouteOptions {
  /** Radios that answered at boot (`nrf_enabled` / `cmt_enabled`); default from the pins. */
  radio?: () => RadioState;
  /** Whether the emulator's MQTT client is connected to its broker; default not connected. */
  mqttConnected?: () => boolean;
}

/**
 * The emulated radios answer whenever their pins are configured (NRF: all six pins, CMT: clk,
 * cs, fcs, sdio), so "initialised" follows the active pin mapping.
 */
export function radioFromPins(device: Device): RadioState {
  const pins = device.activePins;
  return {
    nrf: Object.values(pins.nrf24).every((pin) => pin >= 0),
    cmt: [pins.cmt.clk, pins.cmt.cs, pins.cmt.fcs, pins.cmt.sdio].every((pin) => pin >= 0),
  };
}

/**
 * The settings endpoints of docs/firmware/onbattery-2024.05.03/settings.md §2.1–§2.4 and §2.6–§2.10 (security, device and
 * maintenance endpoints live elsewhere).
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  device: Device,
  options: SettingsRouteOptions = {},
): void {
  const { radio, mqttConnected } = options;
  registerDtuRoutes(app, device, radio ?? (() => radioFromPins(device)));
  registerNetworkRoutes(app, device);
  registerNtpRoutes(app, device);
  registerMqttRoutes(app, device, mqttConnected ?? (() => false));
  registerBatteryRoutes(app, device);
  registerHuaweiRoutes(app, device);
  registerVedirectRoutes(app, device);
  registerPowerMeterRoutes(app, device);
  registerPowerLimiterRoutes(app, device);
}

/** The settings endpoints as a route plugin: the device plus the live state they show. */
export const settingsRoutes = routePlugin(
  'settings',
  (app, { device, ...options }: SettingsRouteOptions & { device: Device }) =>
    registerSettingsRoutes(app, device, options),
);
