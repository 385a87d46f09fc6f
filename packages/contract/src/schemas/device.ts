import { z } from 'zod';
import { LED_BRIGHTNESS_MAX, LED_COUNT, PIN_MAPPING_NAME_MAX } from '../limits.ts';
import { intRange, pin, uint8, uint32 } from './primitives.ts';

const nrf24 = z.strictObject({ clk: pin(), cs: pin(), en: pin(), irq: pin(), miso: pin(), mosi: pin() });
const cmt = z.strictObject({ clk: pin(), cs: pin(), fcs: pin(), sdio: pin(), gpio2: pin(), gpio3: pin() });
const eth = z.strictObject({
  enabled: z.boolean(),
  phy_addr: pin(),
  power: pin(),
  mdc: pin(),
  mdio: pin(),
  type: pin(),
  clk_mode: pin(),
});
// Display pins are unsigned: 255 marks "unset".
const display = z.strictObject({ type: uint8(), data: uint8(), clk: uint8(), cs: uint8(), reset: uint8() });
const led = z.strictObject({ led0: pin(), led1: pin() });
const victron = z.strictObject({ rx: pin(), tx: pin(), rx2: pin(), tx2: pin() });
const battery = z.strictObject({ rx: pin(), rxen: pin(), tx: pin(), txen: pin() });
const huawei = z.strictObject({ miso: pin(), mosi: pin(), clk: pin(), irq: pin(), cs: pin(), power: pin() });

/** `curPin` of `/api/device/config`. */
export const currentPinMappingSchema = z.strictObject({
  name: z.string().max(PIN_MAPPING_NAME_MAX),
  nrf24,
  cmt,
  eth,
  display,
  led,
  victron,
  battery,
  huawei,
});

/** GET `/api/device/config`. */
export const deviceConfigSchema = z.strictObject({
  curPin: currentPinMappingSchema,
  display: z.strictObject({
    rotation: uint8(),
    power_safe: z.boolean(),
    screensaver: z.boolean(),
    contrast: uint8(),
    language: uint8(),
    diagramduration: uint32(),
    diagrammode: uint8(),
  }),
  led: z.array(z.strictObject({ brightness: intRange(0, LED_BRIGHTNESS_MAX) })).length(LED_COUNT),
});

/**
 * One profile of `pin_mapping.json`. Loose on purpose: the file is user-supplied, the firmware
 * ignores unknown keys and falls back to build defaults for missing ones.
 */
export const pinMappingProfileSchema = z.looseObject({
  name: z.string(),
  links: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
  nrf24: nrf24.partial().optional(),
  cmt: cmt.partial().optional(),
  eth: eth.partial().optional(),
  display: z
    .object({ type: z.number(), data: z.number(), clk: z.number(), cs: z.number(), reset: z.number() })
    .partial()
    .optional(),
  led: led.partial().optional(),
  victron: victron.partial().optional(),
  battery: battery.partial().optional(),
  huawei: huawei.partial().optional(),
  powermeter: z.strictObject({ rx: pin(), tx: pin(), dere: pin() }).partial().optional(),
});

/** `pin_mapping.json`. */
export const pinMappingFileSchema = z.array(pinMappingProfileSchema);
