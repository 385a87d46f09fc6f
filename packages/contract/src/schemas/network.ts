import { z } from 'zod';
import { AP_TIMEOUT_MAX, HOSTNAME_MAX, SSID_MAX, WIFI_PASSWORD_MAX_UI } from '../limits.ts';
import { int, intRange, ipv4, mac } from './primitives.ts';

/** GET `/api/network/config`. */
export const networkConfigSchema = z.strictObject({
  hostname: z.string().max(HOSTNAME_MAX),
  dhcp: z.boolean(),
  ipaddress: ipv4(),
  netmask: ipv4(),
  gateway: ipv4(),
  dns1: ipv4(),
  dns2: ipv4(),
  ssid: z.string().max(SSID_MAX),
  password: z.string().max(WIFI_PASSWORD_MAX_UI),
  aptimeout: intRange(0, AP_TIMEOUT_MAX),
  mdnsenabled: z.boolean(),
});

/** GET `/api/network/status`. */
export const networkStatusSchema = z.strictObject({
  sta_status: z.boolean(),
  sta_ssid: z.string(),
  sta_bssid: z.union([z.literal(''), mac()]),
  sta_rssi: intRange(-128, 0),
  network_hostname: z.string().max(HOSTNAME_MAX),
  network_ip: ipv4(),
  network_netmask: ipv4(),
  network_gateway: ipv4(),
  network_dns1: ipv4(),
  network_dns2: ipv4(),
  network_mac: mac(),
  network_mode: z.enum(['Station', 'Ethernet']),
  ap_status: z.boolean(),
  ap_ssid: z.string().startsWith('OpenDTU-'),
  ap_ip: ipv4(),
  ap_mac: mac(),
  ap_stationnum: int().nonnegative(),
});
