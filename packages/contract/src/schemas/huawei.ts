import { z } from 'zod';
import { CAN_CONTROLLER_FREQUENCIES_HZ } from '../enums.ts';
import { uint8, uint32 } from './primitives.ts';

/** GET `/api/huawei/config` (no server-side ranges, so only types are checked). */
export const huaweiConfigSchema = z.strictObject({
  enabled: z.boolean(),
  verbose_logging: z.boolean(),
  // Stored as a 32-bit number; anything posted is kept, so the two known values are not enforced.
  can_controller_frequency: uint32(),
  auto_power_enabled: z.boolean(),
  auto_power_batterysoc_limits_enabled: z.boolean(),
  emergency_charge_enabled: z.boolean(),
  voltage_limit: z.number(),
  enable_voltage_limit: z.number(),
  lower_power_limit: z.number(),
  upper_power_limit: z.number(),
  stop_batterysoc_threshold: uint8(),
  target_power_consumption: z.number(),
});

/** The factory-default/known CAN frequencies, for tests that want the stricter check. */
export const canControllerFrequencySchema = z.literal(CAN_CONTROLLER_FREQUENCIES_HZ);
