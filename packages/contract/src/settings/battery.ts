/** GET `/api/battery/config` (read-only) and `/api/battery/status`; also the POST `data` body. */
export interface BatteryConfig {
  enabled: boolean;
  verbose_logging: boolean;
  /** 0 Pylontech CAN, 1 JK BMS serial, 2 MQTT, 3 Victron SmartShunt (see `BATTERY_PROVIDER`). */
  provider: number;
  /** 0 UART, 1 transceiver (see `JKBMS_INTERFACE`). */
  jkbms_interface: number;
  /** Seconds, UI 2–90 (8-bit on the server). */
  jkbms_polling_interval: number;
  /** Max 256 bytes. */
  mqtt_soc_topic: string;
  /** Max 256 bytes. */
  mqtt_voltage_topic: string;
}
