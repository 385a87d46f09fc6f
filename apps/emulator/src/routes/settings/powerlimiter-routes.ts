import type { ConfigFile } from '@dtu/contract';
import { parseDecimalSerial, powerLimiterAnswer, truncate2 } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, asFloat, asInt8, asInt32, asUint8, asUint32, hasKeys } from '../../http/coerce.ts';
import { COMMON } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { powerLimiterMetadataBody } from './powerlimiter-metadata.ts';

/** A 64-bit serial from a decimal string or a JSON number; anything else reads as 0. */
function decimalSerial(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : 0;
  return typeof value === 'string' ? Number(parseDecimalSerial(value)) : 0;
}

/**
 * Stores the posted values. The solar-passthrough group is taken only while VE.Direct is
 * enabled and the SoC group only while the battery is, so with those off the posted values are
 * silently dropped (docs/firmware/onbattery-2024.05.03/settings.md §9 item 17).
 */
function store(draft: ConfigFile, data: Record<string, unknown>): void {
  const pl = draft.powerlimiter;
  const vedirect = draft.vedirect.enabled;
  const battery = draft.battery.enabled;
  pl.enabled = asBool(data.enabled);
  pl.verbose_logging = asBool(data.verbose_logging);
  if (vedirect) {
    pl.solar_passtrough_enabled = asBool(data.solar_passthrough_enabled);
    pl.solar_passtrough_losses = asUint8(data.solar_passthrough_losses);
    pl.battery_always_use_at_night = asBool(data.battery_always_use_at_night);
    pl.full_solar_passthrough_start_voltage = truncate2(asFloat(data.full_solar_passthrough_start_voltage));
    pl.full_solar_passthrough_stop_voltage = truncate2(asFloat(data.full_solar_passthrough_stop_voltage));
  }
  pl.is_inverter_behind_powermeter = asBool(data.is_inverter_behind_powermeter);
  pl.is_inverter_solar_powered = asBool(data.is_inverter_solar_powered);
  pl.inverter_id = decimalSerial(data.inverter_serial);
  pl.inverter_channel_id = asUint8(data.inverter_channel_id);
  pl.target_power_consumption = asInt32(data.target_power_consumption);
  pl.target_power_consumption_hysteresis = asUint32(data.target_power_consumption_hysteresis);
  pl.lower_power_limit = asInt32(data.lower_power_limit);
  pl.base_load_limit = asInt32(data.base_load_limit);
  pl.upper_power_limit = asInt32(data.upper_power_limit);
  if (battery) {
    pl.ignore_soc = asBool(data.ignore_soc);
    pl.battery_soc_start_threshold = asUint32(data.battery_soc_start_threshold);
    pl.battery_soc_stop_threshold = asUint32(data.battery_soc_stop_threshold);
    if (vedirect) pl.full_solar_passthrough_soc = asUint32(data.full_solar_passthrough_soc);
  }
  pl.voltage_start_threshold = truncate2(asFloat(data.voltage_start_threshold));
  pl.voltage_stop_threshold = truncate2(asFloat(data.voltage_stop_threshold));
  pl.voltage_load_correction_factor = asFloat(data.voltage_load_correction_factor);
  pl.inverter_restart_hour = asInt8(data.inverter_restart_hour);
}

/**
 * `/api/powerlimiter/config` (admin), `/api/powerlimiter/status` (public) and
 * `/api/powerlimiter/metadata` (admin), docs/firmware/onbattery-2024.05.03/settings.md §2.10. Only `enabled` is required and no
 * value is range-checked.
 */
export function registerPowerLimiterRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/powerlimiter/config', 'admin', device, () => powerLimiterAnswer(device.config));
  getJson(app, '/api/powerlimiter/status', 'public', device, () => powerLimiterAnswer(device.config));
  getJson(app, '/api/powerlimiter/metadata', 'admin', device, () => powerLimiterMetadataBody(device));
  postData(app, '/api/powerlimiter/config', 'admin', device, (data) => {
    if (!hasKeys(data, ['enabled'])) return COMMON.missing();
    return saveAnswer(device, (draft) => store(draft, data));
  });
}
