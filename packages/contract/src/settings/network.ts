/** GET `/api/network/config` (admin); also the POST `data` body. */
export interface NetworkConfig {
  /** Stored template, e.g. `"OpenDTU-%06X"` (not expanded); server max 31 bytes, UI 32. */
  hostname: string;
  dhcp: boolean;
  /** Dotted quad; `"0.0.0.0"` when never set. Validated even when `dhcp` is true. */
  ipaddress: string;
  netmask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  /** WiFi SSID, max 32 bytes. */
  ssid: string;
  /** WiFi password in clear text; server max 63 bytes (UI 64). */
  password: string;
  /** Minutes the admin access point stays on; 0 = never switches off; 0–99999. */
  aptimeout: number;
  /** Optional on POST (missing → false). */
  mdnsenabled: boolean;
}

/** GET `/api/network/status` (read-only). */
export interface NetworkStatus {
  /** WiFi station mode active (a mode flag, not "connected"). */
  sta_status: boolean;
  sta_ssid: string;
  /** Upper-case colon MAC of the associated AP, `""` when not associated. */
  sta_bssid: string;
  /** dBm (negative), 0 when not associated. */
  sta_rssi: number;
  /** Effective host name (template expanded and sanitised). */
  network_hostname: string;
  network_ip: string;
  network_netmask: string;
  network_gateway: string;
  network_dns1: string;
  network_dns2: string;
  network_mac: string;
  network_mode: 'Station' | 'Ethernet';
  ap_status: boolean;
  /** `"OpenDTU-"` + chip id in decimal. */
  ap_ssid: string;
  ap_ip: string;
  ap_mac: string;
  /** Clients connected to the access point. */
  ap_stationnum: number;
}
