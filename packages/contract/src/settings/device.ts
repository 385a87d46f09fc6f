/** NRF24 pins. −1 = unset. */
export interface PinNrf24 {
  clk: number;
  cs: number;
  en: number;
  irq: number;
  miso: number;
  mosi: number;
}

/** CMT2300A pins. −1 = unset; gpio2/gpio3 are optional for a configured radio. */
export interface PinCmt {
  clk: number;
  cs: number;
  fcs: number;
  sdio: number;
  gpio2: number;
  gpio3: number;
}

/** Ethernet PHY settings. */
export interface PinEth {
  enabled: boolean;
  phy_addr: number;
  power: number;
  mdc: number;
  mdio: number;
  /** PHY type: 0 LAN8720, 1 TLK110, 2 RTL8201, 3 DP83848, … */
  type: number;
  /** 0 GPIO0 in, 1 GPIO0 out, 2 GPIO16 out, 3 GPIO17 out. */
  clk_mode: number;
}

/** Display pins; the pins are unsigned, so 255 = unset. */
export interface PinDisplay {
  /** 0 none, 1 PCD8544, 2 SSD1306, 3 SH1106, 4 SSD1309, 5 ST7567 (see `DISPLAY_TYPE`). */
  type: number;
  data: number;
  clk: number;
  cs: number;
  reset: number;
}

export interface PinLed {
  led0: number;
  led1: number;
}

/** VE.Direct serial pins (second controller optional). */
export interface PinVictron {
  rx: number;
  tx: number;
  rx2: number;
  tx2: number;
}

export interface PinBattery {
  rx: number;
  rxen: number;
  tx: number;
  txen: number;
}

/** Huawei MCP2515 CAN pins plus the charger power pin. */
export interface PinHuawei {
  miso: number;
  mosi: number;
  clk: number;
  irq: number;
  cs: number;
  power: number;
}

/** Power meter serial pins; used by the firmware but never reported in `curPin`. */
export interface PinPowerMeter {
  rx: number;
  tx: number;
  dere: number;
}

/** The pin categories `curPin` always reports, in emitted order. */
export interface PinCategories {
  nrf24: PinNrf24;
  cmt: PinCmt;
  eth: PinEth;
  display: PinDisplay;
  led: PinLed;
  victron: PinVictron;
  battery: PinBattery;
  huawei: PinHuawei;
}

/** `curPin`: the stored profile name plus the pins active since boot. */
export interface CurrentPinMapping extends PinCategories {
  /** Stored profile name (`""` when never set), not necessarily an existing profile. */
  name: string;
}

/** Display settings of `/api/device/config`. */
export interface DeviceDisplayConfig {
  /** 0–3 → 0/90/180/270° (see `DISPLAY_ROTATION`). */
  rotation: number;
  power_safe: boolean;
  screensaver: boolean;
  /** 0–100. */
  contrast: number;
  /** 0 en, 1 de, 2 fr (see `DISPLAY_LANGUAGE`). */
  language: number;
  /** Seconds, UI 600–86400. */
  diagramduration: number;
  /** 0 off, 1 small, 2 fullscreen (see `DIAGRAM_MODE`). */
  diagrammode: number;
}

export interface DeviceLedConfig {
  /** %, 0–100 (server clamps to ≤ 100). */
  brightness: number;
}

/** GET `/api/device/config` (admin). */
export interface DeviceConfig {
  curPin: CurrentPinMapping;
  display: DeviceDisplayConfig;
  /** Always two entries. */
  led: DeviceLedConfig[];
}

/**
 * POST `/api/device/config` `data`: at least one of `curPin`/`display`; only `curPin.name`
 * (1–63 bytes) is stored from `curPin`, pin numbers are ignored.
 */
export interface DeviceConfigRequest {
  curPin?: { name: string } & Partial<PinCategories>;
  display?: DeviceDisplayConfig;
  led?: DeviceLedConfig[];
}

/** A documentation link inside a pin-mapping profile. */
export interface PinMappingLink {
  name: string;
  url: string;
}

/** One profile of `pin_mapping.json`; missing categories/properties fall back to build defaults. */
export interface PinMappingProfile {
  /** Matched exactly against the stored name; at most 31 bytes are kept when loaded. */
  name: string;
  links?: PinMappingLink[];
  nrf24?: Partial<PinNrf24>;
  cmt?: Partial<PinCmt>;
  eth?: Partial<PinEth>;
  display?: Partial<PinDisplay>;
  led?: Partial<PinLed>;
  victron?: Partial<PinVictron>;
  battery?: Partial<PinBattery>;
  huawei?: Partial<PinHuawei>;
  powermeter?: Partial<PinPowerMeter>;
}

/** `pin_mapping.json`: an array of profiles. */
export type PinMappingFile = PinMappingProfile[];
