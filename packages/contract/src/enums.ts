/**
 * Numeric enumerations of the wire format as `as const` objects (values exactly as sent).
 * Labels shown to users come from the web app's translations, not from here.
 */

/** Helper type: the value union of an `as const` object. */
export type ValueOf<T> = T[keyof T];

/** `powermeter.source`. */
export const POWER_METER_SOURCE = {
  Mqtt: 0,
  SdmSinglePhase: 1,
  SdmThreePhase: 2,
  HttpJson: 3,
  Sml: 4,
  SmaHomeManager2: 5,
} as const;
export type PowerMeterSource = ValueOf<typeof POWER_METER_SOURCE>;

/** `http_phases[].auth_type`. */
export const HTTP_AUTH_TYPE = { None: 0, Basic: 1, Digest: 2 } as const;
export type HttpAuthType = ValueOf<typeof HTTP_AUTH_TYPE>;

/** `http_phases[].unit`; note the non-monotonic order (1 = mW). */
export const POWER_METER_UNIT = { Watts: 0, MilliWatts: 1, KiloWatts: 2 } as const;
export type PowerMeterUnit = ValueOf<typeof POWER_METER_UNIT>;

/** Factor that turns a reading in the given unit into W. */
export const POWER_METER_UNIT_TO_W: Readonly<Record<PowerMeterUnit, number>> = { 0: 1, 1: 0.001, 2: 1000 };

/** `battery.provider`; other values leave the battery silently stopped. */
export const BATTERY_PROVIDER = { PylontechCan: 0, JkBmsSerial: 1, Mqtt: 2, VictronSmartShunt: 3 } as const;
export type BatteryProvider = ValueOf<typeof BATTERY_PROVIDER>;

/** `battery.jkbms_interface`. */
export const JKBMS_INTERFACE = { Uart: 0, Transceiver: 1 } as const;
export type JkBmsInterface = ValueOf<typeof JKBMS_INTERFACE>;

/** `dtu.nrf_palevel` with the transmit power each level means. */
export const NRF_PA_LEVELS = [
  { value: 0, name: 'Min', dbm: -18 },
  { value: 1, name: 'Low', dbm: -12 },
  { value: 2, name: 'High', dbm: -6 },
  { value: 3, name: 'Max', dbm: 0 },
] as const;

/** `ntp.sunsettype`: which horizon defines sunrise/sunset, with its zenith angle in degrees. */
export const SUNSET_TYPES = [
  { value: 0, name: 'official', zenithDeg: 90.833 },
  { value: 1, name: 'nautical', zenithDeg: 102 },
  { value: 2, name: 'civil', zenithDeg: 96 },
  { value: 3, name: 'astronomical', zenithDeg: 108 },
] as const;
export const SUNSET_TYPE = { Official: 0, Nautical: 1, Civil: 2, Astronomical: 3 } as const;
export type SunsetType = ValueOf<typeof SUNSET_TYPE>;

/** Zenith angle for a stored `sunsettype`; values other than 0, 2, 3 behave as nautical. */
export function sunsetZenithDeg(sunsettype: number): number {
  const found = SUNSET_TYPES.find((t) => t.value === sunsettype);
  return (found ?? SUNSET_TYPES[1]).zenithDeg;
}

/** `display.diagrammode`. */
export const DIAGRAM_MODE = { Off: 0, Small: 1, Fullscreen: 2 } as const;
export type DiagramMode = ValueOf<typeof DIAGRAM_MODE>;

/** `display.language` of the device's own display. */
export const DISPLAY_LANGUAGE = { English: 0, German: 1, French: 2 } as const;
export type DisplayLanguage = ValueOf<typeof DISPLAY_LANGUAGE>;

/** `display.rotation` index → degrees. */
export const DISPLAY_ROTATION_DEG = [0, 90, 180, 270] as const;

/** `curPin.display.type`. */
export const DISPLAY_TYPE = { None: 0, Pcd8544: 1, Ssd1306: 2, Sh1106: 3, Ssd1309: 4, St7567: 5 } as const;
export type DisplayType = ValueOf<typeof DISPLAY_TYPE>;

/** `curPin.eth.type` (PHY chip), the values a profile normally uses. */
export const ETH_PHY_TYPE = { Lan8720: 0, Tlk110: 1, Rtl8201: 2, Dp83848: 3 } as const;

/** `curPin.eth.clk_mode`. */
export const ETH_CLOCK_MODE = { Gpio0In: 0, Gpio0Out: 1, Gpio16Out: 2, Gpio17Out: 3 } as const;

/** `limit_type` bits: +1 relative, +256 persistent. */
export const LIMIT_TYPE = {
  AbsoluteNonPersistent: 0,
  RelativeNonPersistent: 1,
  AbsolutePersistent: 256,
  RelativePersistent: 257,
} as const;
export type LimitType = ValueOf<typeof LIMIT_TYPE>;

/** All `limit_type` values the API accepts (others → 5003). */
export const LIMIT_TYPES: readonly number[] = Object.values(LIMIT_TYPE);

/** The `limit_type` the UI sends for a checkbox pair. */
export function limitType(relative: boolean, persistent: boolean): LimitType {
  return ((persistent ? 256 : 0) + (relative ? 1 : 0)) as LimitType;
}

/** `limit_set_status` / `power_set_status`. */
export const COMMAND_STATUS = {
  Failure: 'Failure',
  Pending: 'Pending',
  Ok: 'Ok',
  Unknown: 'Unknown',
} as const;
export type CommandStatus = ValueOf<typeof COMMAND_STATUS>;

/** Power-limiter state `PLSTATE` of the charge-controller live data (icon); −1 hides the icon. */
export const POWER_LIMITER_STATE = { Hidden: -1, Off: 0, Charging: 1, Sun: 2, Battery: 3 } as const;
export type PowerLimiterState = ValueOf<typeof POWER_LIMITER_STATE>;

/** `huawei.can_controller_frequency` in Hz. */
export const CAN_CONTROLLER_FREQUENCIES_HZ = [8000000, 16000000] as const;

/** Battery issue levels (0 is derived by the UI when a key is absent). */
export const BATTERY_ISSUE_LEVEL = { None: 0, Warning: 1, Alarm: 2 } as const;

/** UI languages and their storage values. */
export const UI_LOCALES = ['en', 'de', 'fr'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** UI theme choices. */
export const UI_THEMES = ['light', 'dark', 'auto'] as const;
export type UiTheme = (typeof UI_THEMES)[number];

/** `network_mode` of `/api/network/status`. */
export const NETWORK_MODE = { Station: 'Station', Ethernet: 'Ethernet' } as const;
