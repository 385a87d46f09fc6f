import { z } from 'zod';

const value = (u: string, d: number) => z.strictObject({ v: z.number(), u: z.literal(u), d: z.literal(d) });
const textDecimals = (u: string, d: string) =>
  z.strictObject({ v: z.number(), u: z.literal(u), d: z.literal(d) });

const CHARGE_STATES = [
  'OFF',
  'Fault',
  'Bulk',
  'Absorbtion',
  'Float',
  'Equalize (manual)',
  'Starting-up',
  'Auto equalize / Recondition',
  'External Control',
] as const;
const TRACKER_STATES = ['OFF', 'Voltage or current limited', 'MPP Tracker active'] as const;

export const vedirectInstanceSchema = z.strictObject({
  data_age_ms: z.number().int().nonnegative(),
  product_id: z.string().min(1),
  firmware_version: z.string(),
  values: z.strictObject({
    device: z.strictObject({
      LOAD: z.enum(['ON', 'OFF']),
      CS: z.enum(CHARGE_STATES),
      MPPT: z.enum(TRACKER_STATES),
      OR: z.string(),
      ERR: z.string(),
      HSDS: z.strictObject({ v: z.number().int().nonnegative(), u: z.literal('d') }),
      MpptTemperature: textDecimals('°C', '1').optional(),
    }),
    output: z.strictObject({ P: value('W', 0), V: value('V', 2), I: value('A', 2), E: value('%', 1) }),
    input: z.strictObject({
      NetworkPower: textDecimals('W', '0').optional(),
      PPV: value('W', 0),
      VPV: value('V', 2),
      IPV: value('A', 2),
      YieldToday: value('kWh', 2),
      YieldYesterday: value('kWh', 2),
      YieldTotal: value('kWh', 2),
      MaximumPowerToday: value('W', 0),
      MaximumPowerYesterday: value('W', 0),
    }),
  }),
});

export const dplStatusSchema = z.strictObject({
  PLSTATE: z.number().int().min(-1).max(3),
  PLLIMIT: z.number().int(),
});

/** `GET /api/vedirectlivedata/status` and `/vedirectlivedata` messages. */
export const vedirectLiveDataSchema = z.strictObject({
  vedirect: z.strictObject({
    instances: z.record(z.string().min(1), vedirectInstanceSchema),
    full_update: z.boolean(),
  }),
  dpl: dplStatusSchema,
});

const huaweiValue = (u: string) => z.strictObject({ v: z.number(), u: z.literal(u) });

/** `GET /api/huaweilivedata/status`, `/api/huawei/status` and `/huaweilivedata` messages. */
export const huaweiLiveDataSchema = z.strictObject({
  data_age: z.number().int().nonnegative(),
  input_voltage: huaweiValue('V'),
  input_current: huaweiValue('A'),
  input_power: huaweiValue('W'),
  output_voltage: huaweiValue('V'),
  output_current: huaweiValue('A'),
  max_output_current: huaweiValue('A'),
  output_power: huaweiValue('W'),
  input_temp: huaweiValue('°C'),
  output_temp: huaweiValue('°C'),
  efficiency: huaweiValue('%'),
});

/** `data` of `POST /api/huawei/limit/config` as the web app sends it. */
export const huaweiLimitConfigSchema = z.strictObject({
  voltage: z.number(),
  voltage_valid: z.boolean(),
  current: z.number(),
  current_valid: z.boolean(),
  online: z.boolean(),
});

const batteryValueSchema = z.strictObject({
  v: z.number(),
  u: z.string(),
  d: z.number().int().nonnegative(),
});
const batteryEntrySchema = z.union([batteryValueSchema, z.enum(['yes', 'no'])]);

/** `GET /api/batterylivedata/status` and `/batterylivedata` messages of a provider with a live view. */
export const batteryLiveDataSchema = z.strictObject({
  manufacturer: z.string(),
  data_age: z.number().int().nonnegative(),
  values: z.record(z.string(), z.record(z.string(), batteryEntrySchema)),
  issues: z.record(z.string(), z.union([z.literal(1), z.literal(2)])).optional(),
});

/** The MQTT provider has no live view: the HTTP answer is an empty object. */
export const batteryLiveDataEmptySchema = z.strictObject({});
