/** One DC string of an inverter slot. */
export interface InverterChannelSetting {
  /** Up to `CHANNEL_NAME_MAX` bytes. */
  name: string;
  /** W; 0 hides the irradiation. */
  max_power: number;
  /** kWh added to the string's total yield. */
  yield_total_offset: number;
}

/** An entry of `GET /api/inverter/list` (admin). */
export interface InverterListEntry {
  /** Config slot index 0…9. */
  id: number;
  name: string;
  order: number;
  /** Lower-case hex. */
  serial: string;
  poll_enable: boolean;
  poll_enable_night: boolean;
  command_enable: boolean;
  command_enable_night: boolean;
  reachable_threshold: number;
  zero_runtime: boolean;
  zero_day: boolean;
  yieldday_correction: boolean;
  /** Clear the inverter's event log at midnight (2026 generations only; `false` when not sent on edit). */
  clear_eventlog?: boolean;
  /** Family name (`INVERTER_FAMILIES`), or `"Unknown"` (then 6 channel entries). */
  type: string;
  /** One entry per DC channel of the family. */
  channel: InverterChannelSetting[];
}

/** `GET /api/inverter/list`: key singular, entries in slot order (the UI sorts by `order`). */
export interface InverterList {
  inverter: InverterListEntry[];
}

/** POST `/api/inverter/add` `data`. */
export interface InverterAddRequest {
  serial: string;
  name: string;
}

/** POST `/api/inverter/edit` `data`: the list entry without the derived `type`. */
export type InverterEditRequest = Omit<InverterListEntry, 'type' | 'order'>;

/** POST `/api/inverter/del` `data`. */
export interface InverterDeleteRequest {
  id: number;
}

/** POST `/api/inverter/order` `data`: slot ids in display order (the UI sends strings). */
export interface InverterOrderRequest {
  order: (number | string)[];
}
