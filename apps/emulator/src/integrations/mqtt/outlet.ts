/** Where the publishers write: state topics under the prefix, discovery under the HASS prefix. */
export interface Outlet {
  /** The main prefix `P` (topics in payloads are absolute). */
  readonly prefix: string;
  /** `P` + `sub`, payload trimmed, QoS 0, retain per `mqtt.retain` (docs/firmware/onbattery-2024.05.03/mqtt.md §1.7). */
  state(sub: string, payload: string): void;
  /** `H` + `sub`, payload as is, QoS 0, retain per `hass.retain`. */
  hass(sub: string, payload: string): void;
}
