import { z } from 'zod';

/** Key order matters on the wire; zod checks shape, the tests compare `Object.keys` separately. */
export const valueObjectSchema = z.strictObject({ v: z.number(), u: z.string(), d: z.number().int() });
const irradiationSchema = z.strictObject({
  v: z.number(),
  u: z.literal('%'),
  d: z.literal(3),
  max: z.number(),
});
const unitValue = (u: string, d: number) =>
  z.strictObject({ v: z.number(), u: z.literal(u), d: z.literal(d) });

const hexSerial = z.string().regex(/^[0-9a-f]+$/);
const channelKey = z.string().regex(/^[0-5]$/);

export const liveInverterSummarySchema = z.strictObject({
  serial: hexSerial,
  name: z.string(),
  order: z.number().int(),
  data_age: z.number().int().nonnegative(),
  poll_enabled: z.boolean(),
  reachable: z.boolean(),
  producing: z.boolean(),
  limit_relative: z.number().min(0),
  limit_absolute: z.number().min(-1),
});

export const liveAcChannelSchema = z.strictObject({
  Power: unitValue('W', 1),
  Voltage: unitValue('V', 1),
  Current: unitValue('A', 2),
  Frequency: unitValue('Hz', 2),
  PowerFactor: unitValue('', 3),
  ReactivePower: unitValue('var', 1),
});

export const liveDcChannelSchema = z.strictObject({
  name: z.strictObject({ u: z.string() }),
  Power: unitValue('W', 1),
  Voltage: unitValue('V', 1),
  Current: unitValue('A', 2),
  YieldDay: unitValue('Wh', 0),
  YieldTotal: unitValue('kWh', 3),
  Irradiation: irradiationSchema.optional(),
});

export const liveInvChannelSchema = z.strictObject({
  'Power DC': unitValue('W', 1),
  YieldDay: unitValue('Wh', 0),
  YieldTotal: unitValue('kWh', 3),
  Temperature: unitValue('°C', 1),
  Efficiency: unitValue('%', 3),
});

export const liveInverterDetailSchema = liveInverterSummarySchema.extend({
  AC: z.record(z.literal('0'), liveAcChannelSchema),
  DC: z.record(channelKey, liveDcChannelSchema),
  INV: z.record(z.literal('0'), liveInvChannelSchema),
  events: z.number().int().min(-1).max(15),
});

export const liveTotalSchema = z.strictObject({
  Power: unitValue('W', 1).or(unitValue('W', 0)),
  YieldDay: unitValue('Wh', 0),
  YieldTotal: unitValue('kWh', 3).or(unitValue('kWh', 0)),
});

export const liveHintsSchema = z.strictObject({
  time_sync: z.boolean(),
  radio_problem: z.boolean(),
  default_password: z.boolean(),
});

export const liveVedirectBlockSchema = z.strictObject({
  enabled: z.boolean(),
  total: z
    .strictObject({ Power: unitValue('W', 1), YieldDay: unitValue('Wh', 0), YieldTotal: unitValue('kWh', 2) })
    .optional(),
});
export const liveHuaweiBlockSchema = z.strictObject({
  enabled: z.boolean(),
  Power: unitValue('W', 2).optional(),
});
export const liveBatteryBlockSchema = z.strictObject({
  enabled: z.boolean(),
  soc: unitValue('%', 0).optional(),
});
export const livePowerMeterBlockSchema = z.strictObject({
  enabled: z.boolean(),
  Power: unitValue('W', 1).optional(),
});

const onBatteryShape = {
  vedirect: liveVedirectBlockSchema,
  huawei: liveHuaweiBlockSchema,
  battery: liveBatteryBlockSchema,
  power_meter: livePowerMeterBlockSchema,
};

/** `GET /api/livedata/status` without `inv`. */
export const liveDataSummarySchema = z.strictObject({
  inverters: z.array(liveInverterSummarySchema),
  total: liveTotalSchema,
  hints: liveHintsSchema,
  ...onBatteryShape,
});

/** `GET /api/livedata/status?inv=`. */
export const liveDataDetailSchema = liveDataSummarySchema.extend({
  inverters: z.array(liveInverterDetailSchema).max(1),
});

/** `/livedata` inverter message. */
export const liveInverterMessageSchema = z.strictObject({
  inverters: z.tuple([liveInverterDetailSchema]),
  total: liveTotalSchema,
  hints: liveHintsSchema,
});

/** `/livedata` OnBattery message (full or partial, never empty). */
export const liveOnBatteryMessageSchema = z
  .strictObject({
    vedirect: liveVedirectBlockSchema.optional(),
    huawei: liveHuaweiBlockSchema.optional(),
    battery: liveBatteryBlockSchema.optional(),
    power_meter: livePowerMeterBlockSchema.optional(),
  })
  .refine((m) => Object.keys(m).length > 0, 'an OnBattery message is never empty');

const commandStatus = z.enum(['Ok', 'Pending', 'Failure', 'Unknown']);

export const limitStatusSchema = z.record(
  hexSerial,
  z.strictObject({ limit_relative: z.number(), max_power: z.number(), limit_set_status: commandStatus }),
);
export const powerStatusSchema = z.record(hexSerial, z.strictObject({ power_set_status: commandStatus }));

export const eventLogStatusSchema = z.strictObject({
  count: z.number().int().min(0).max(15),
  events: z.array(
    z.strictObject({
      message_id: z.number().int().min(0).max(255),
      message: z.string(),
      start_time: z.number().int().min(0),
      end_time: z.number().int().min(0),
    }),
  ),
});

export const devInfoStatusSchema = z.strictObject({
  valid_data: z.boolean(),
  fw_bootloader_version: z.number().int(),
  fw_build_version: z.number().int(),
  hw_part_number: z.number().int(),
  hw_version: z.string().regex(/^\d{2}\.\d{2}$/),
  hw_model_name: z.string(),
  max_power: z.number().int(),
  fw_build_datetime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
});

export const gridProfileStatusSchema = z.strictObject({
  name: z.string(),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  sections: z.array(
    z.strictObject({
      name: z.string(),
      items: z.array(z.strictObject({ n: z.string(), u: z.string(), v: z.number() })),
    }),
  ),
});

export const gridProfileRawSchema = z.strictObject({
  raw: z.array(z.number().int().min(0).max(255)).max(141),
});

const channelSettingSchema = z.strictObject({
  name: z.string(),
  max_power: z.number(),
  yield_total_offset: z.number(),
});

export const inverterListSchema = z.strictObject({
  inverter: z.array(
    z.strictObject({
      id: z.number().int().min(0).max(9),
      name: z.string(),
      order: z.number().int(),
      serial: hexSerial,
      poll_enable: z.boolean(),
      poll_enable_night: z.boolean(),
      command_enable: z.boolean(),
      command_enable_night: z.boolean(),
      reachable_threshold: z.number().int(),
      zero_runtime: z.boolean(),
      zero_day: z.boolean(),
      yieldday_correction: z.boolean(),
      type: z.string(),
      channel: z.array(channelSettingSchema).min(1).max(6),
    }),
  ),
});
