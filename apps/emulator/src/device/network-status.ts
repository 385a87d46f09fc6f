import type { NetworkStatus } from '@dtu/contract';
import type { Device } from './device.ts';
import { effectiveHostname } from './effective-hostname.ts';

/** Vendor part of the emulated ESP32's MAC; the chip id supplies the last three bytes. */
const MAC_VENDOR = [0x24, 0x0a, 0xc4];
/** The emulated home router the station is associated with. */
const ROUTER_BSSID = 'F0:9F:C2:11:22:33';
const AP_IP = '192.168.4.1';
/** The lease the emulated router hands out when DHCP is on. */
const DHCP_LEASE = {
  ip: '192.168.178.50',
  netmask: '255.255.255.0',
  gateway: '192.168.178.1',
  dns1: '192.168.178.1',
  dns2: '0.0.0.0',
};
const RSSI_BASE_DBM = -61;

function macText(chipId: number, lastByteOffset: number): string {
  const bytes = [
    ...MAC_VENDOR,
    (chipId >> 16) & 0xff,
    (chipId >> 8) & 0xff,
    (chipId + lastByteOffset) & 0xff,
  ];
  return bytes.map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

/** A signal that drifts by a few dB over minutes, so the UI's quality bar visibly moves. */
function rssi(nowMs: number): number {
  return Math.round(RSSI_BASE_DBM + 3 * Math.sin(nowMs / 47000) + Math.sin(nowMs / 5300));
}

/**
 * `/api/network/status`: an emulated WiFi station associated with the configured SSID (none
 * while the SSID is empty) plus the admin access point, which runs until `aptimeout` minutes
 * after boot or the last network save, always with `aptimeout` 0, and while no SSID is set.
 */
export function networkStatusBody(device: Device, apStartedAtS: number): NetworkStatus {
  const { wifi } = device.config;
  const associated = wifi.ssid !== '';
  const lease = wifi.dhcp
    ? DHCP_LEASE
    : { ip: wifi.ip, netmask: wifi.netmask, gateway: wifi.gateway, dns1: wifi.dns1, dns2: wifi.dns2 };
  const station = associated
    ? lease
    : { ip: '0.0.0.0', netmask: '0.0.0.0', gateway: '0.0.0.0', dns1: '0.0.0.0', dns2: '0.0.0.0' };
  const apActive =
    !associated || wifi.aptimeout === 0 || device.uptimeSeconds() - apStartedAtS < wifi.aptimeout * 60;
  return {
    sta_status: true,
    sta_ssid: associated ? wifi.ssid : '',
    sta_bssid: associated ? ROUTER_BSSID : '',
    sta_rssi: associated ? rssi(device.now()) : 0,
    network_hostname: effectiveHostname(wifi.hostname, device.chipId),
    network_ip: station.ip,
    network_netmask: station.netmask,
    network_gateway: station.gateway,
    network_dns1: station.dns1,
    network_dns2: station.dns2,
    network_mac: macText(device.chipId, 0),
    network_mode: 'Station',
    ap_status: apActive,
    ap_ssid: `OpenDTU-${device.chipId}`,
    ap_ip: apActive ? AP_IP : '0.0.0.0',
    ap_mac: macText(device.chipId, 1),
    ap_stationnum: 0,
  };
}
