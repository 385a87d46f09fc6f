import type { Device } from '../../device/device.ts';
import { networkStatusBody } from '../../device/network-status.ts';

/** What the DTU says about itself on MQTT, in discovery and on Prometheus. */
export interface DtuIdentity {
  hostname: string;
  ip: string;
  rssi: number;
  bssid: string;
  mac: string;
  /** `<hostname>_<chip id decimal>` (docs/firmware/onbattery-2024.05.03/mqtt.md §4.2). */
  uniqueId: string;
  /** The firmware version text the System page shows. */
  version: string;
}

export function dtuIdentity(device: Device): DtuIdentity {
  // The AP start time only affects the AP fields, which are not used here.
  const net = networkStatusBody(device, 0);
  return {
    hostname: net.network_hostname,
    ip: net.network_ip,
    rssi: net.sta_rssi,
    bssid: net.sta_bssid,
    mac: net.network_mac,
    uniqueId: `${net.network_hostname}_${device.chipId}`,
    version: device.generation.build.gitHash,
  };
}
