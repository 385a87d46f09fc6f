/** `GET /api/eventlog/status?inv=&locale=` (`{}` for an unknown inverter). */
export interface EventLogStatus {
  /** Stored entries, at most `EVENT_LOG_MAX_ENTRIES`. */
  count: number;
  events: EventLogEntry[];
}

export interface EventLogEntry {
  /** Low byte of the inverter's event code (0…255). */
  message_id: number;
  /** Catalogue text in the requested locale (English fallback). */
  message: string;
  /** Seconds since local midnight. */
  start_time: number;
  /** Seconds since local midnight; 0 while the event is ongoing. */
  end_time: number;
}

/** `GET /api/devinfo/status?inv=` (`{}` for an unknown inverter). There is no `serial` key. */
export interface DevInfoStatus {
  /** True once the inverter answered a device-info request. */
  valid_data: boolean;
  /** major·10000 + minor·100 + patch. */
  fw_bootloader_version: number;
  /** major·10000 + minor·100 + patch. */
  fw_build_version: number;
  /** The four part-number bytes big-endian. */
  hw_part_number: number;
  /** `"NN.NN"`. */
  hw_version: string;
  /** From the part-number table, `""` when unknown. */
  hw_model_name: string;
  /** W from the part-number table, 0 when unknown. */
  max_power: number;
  /** `"YYYY-MM-DD HH:MM:SS"`, seconds always `00`. */
  fw_build_datetime: string;
}

/** `GET /api/gridprofile/status?inv=` (`{}` for an unknown inverter). */
export interface GridProfileStatus {
  /** Profile type name, `"Unknown"` before it was read. */
  name: string;
  /** `"major.minor.patch"`, `"0.0.0"` before it was read. */
  version: string;
  sections: GridProfileSection[];
}

export interface GridProfileSection {
  name: string;
  items: GridProfileItem[];
}

/** One setting; booleans have unit `"bool"` and value 0/1. */
export interface GridProfileItem {
  n: string;
  u: string;
  v: number;
}

/** `GET /api/gridprofile/rawdata?inv=`: bytes 0…255 (at most 141), `[]` before data. */
export interface GridProfileRaw {
  raw: number[];
}
