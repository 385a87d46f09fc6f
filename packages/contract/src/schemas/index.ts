import { z } from 'zod';

/** The write-call response envelope (HTTP 200 for validation failures too). */
export const apiResponseSchema = z.strictObject({
  type: z.enum(['success', 'warning', 'danger']),
  message: z.string(),
  code: z.number().int().optional(),
  param: z.strictObject({ max: z.number().optional(), min: z.number().optional() }).optional(),
});

export * from './battery.ts';
export * from './device.ts';
export * from './dtu-config.ts';
export * from './huawei.ts';
export * from './live.ts';
export * from './maintenance.ts';
export * from './mqtt.ts';
export * from './network.ts';
export * from './ntp.ts';
export * from './onbattery.ts';
export * from './powerlimiter.ts';
export * from './powermeter.ts';
export * from './security.ts';
export * from './system-status.ts';
export * from './vedirect.ts';
