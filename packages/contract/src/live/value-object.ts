/** A measured value as the firmware sends it: value, unit and the decimals to display. */
export interface ValueObject {
  /** 32-bit float on the device; the emulator rounds it to `d` decimals. */
  v: number;
  /** Unit text: `V`, `A`, `W`, `Wh`, `kWh`, `Hz`, `°C`, `%`, `var` or `""`. */
  u: string;
  /** Decimals the UI shows. */
  d: number;
}

/** The DC string name entry: only a `u` carrying the configured name (may be `""`). */
export interface ChannelNameObject {
  u: string;
}

/** DC `Irradiation` additionally carries the string's configured max power in W. */
export interface IrradiationObject extends ValueObject {
  max: number;
}
