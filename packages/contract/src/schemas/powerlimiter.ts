import { z } from 'zod';
import { INVERTER_MAX_COUNT } from '../limits.ts';
import { decimalSerial, int, intRange, uint8, uint32 } from './primitives.ts';

/** GET `/api/powerlimiter/config` and `/api/powerlimiter/status`. */
export const powerLimiterConfigSchema = z.strictObject({
  enabled: z.boolean(),
  verbose_logging: z.boolean(),
  solar_passthrough_enabled: z.boolean(),
  solar_passthrough_losses: uint8(),
  battery_always_use_at_night: z.boolean(),
  is_inverter_behind_powermeter: z.boolean(),
  is_inverter_solar_powered: z.boolean(),
  inverter_serial: decimalSerial(),
  inverter_channel_id: uint8(),
  target_power_consumption: int(),
  target_power_consumption_hysteresis: uint32(),
  lower_power_limit: int(),
  base_load_limit: int(),
  upper_power_limit: int(),
  ignore_soc: z.boolean(),
  battery_soc_start_threshold: uint32(),
  battery_soc_stop_threshold: uint32(),
  voltage_start_threshold: z.number(),
  voltage_stop_threshold: z.number(),
  voltage_load_correction_factor: z.number(),
  inverter_restart_hour: intRange(-128, 127),
  full_solar_passthrough_soc: uint32(),
  full_solar_passthrough_start_voltage: z.number(),
  full_solar_passthrough_stop_voltage: z.number(),
});

/** One inverter of the limiter metadata. */
export const powerLimiterInverterInfoSchema = z.strictObject({
  pos: intRange(0, INVERTER_MAX_COUNT - 1),
  name: z.string(),
  poll_enable: z.boolean(),
  poll_enable_night: z.boolean(),
  command_enable: z.boolean(),
  command_enable_night: z.boolean(),
  type: z.string(),
  channels: intRange(1, 6),
});

/** GET `/api/powerlimiter/metadata`. */
export const powerLimiterMetadataSchema = z.strictObject({
  power_meter_enabled: z.boolean(),
  battery_enabled: z.boolean(),
  charge_controller_enabled: z.boolean(),
  inverters: z.record(decimalSerial(), powerLimiterInverterInfoSchema),
});
