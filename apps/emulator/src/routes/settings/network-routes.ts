import {
  AP_TIMEOUT_MAX,
  type ApiResponse,
  CODE,
  type ConfigFile,
  FIRMWARE_MESSAGE,
  HOSTNAME_MAX,
  networkAnswer,
  SSID_MAX,
  SSID_MIN,
  WIFI_PASSWORD_MAX,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { networkStatusBody } from '../../device/network-status.ts';
import { byteLength } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint32, hasKeys } from '../../http/coerce.ts';
import { COMMON, respond, warning } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { canonicalIpv4, ipv4 } from './ipv4.ts';

const REQUIRED = [
  'ssid',
  'password',
  'hostname',
  'dhcp',
  'ipaddress',
  'netmask',
  'gateway',
  'dns1',
  'dns2',
  'aptimeout',
] as const;

const IP_CHECKS = [
  ['ipaddress', CODE.NetworkIpInvalid],
  ['netmask', CODE.NetworkNetmaskInvalid],
  ['gateway', CODE.NetworkGatewayInvalid],
  ['dns1', CODE.NetworkDns1Invalid],
  ['dns2', CODE.NetworkDns2Invalid],
] as const;

/**
 * What a firmware generation adds to `/api/network/config`: strict types, and the syslog keys
 * (2026: after `mdnsenabled`; checked only when enabled, host 1–128 bytes → 8007, port → 8008).
 */
export interface NetworkWire {
  accepts(data: Record<string, unknown>): boolean;
  /** Reads, checks and stores the extra keys; undefined in 2024. */
  extra?: {
    answer(device: Device): Record<string, unknown>;
    check(data: Record<string, unknown>): ApiResponse | undefined;
    store(draft: ConfigFile, data: Record<string, unknown>): void;
  };
}

export const NETWORK_WIRE_2024: NetworkWire = { accepts: (data) => hasKeys(data, REQUIRED) };

function validate(data: Record<string, unknown>, wire: NetworkWire) {
  if (!wire.accepts(data)) return COMMON.missing();
  for (const [key, code] of IP_CHECKS) {
    if (!ipv4(asString(data[key]))) return respond(code);
  }
  const hostname = byteLength(asString(data.hostname));
  if (hostname < 1 || hostname > HOSTNAME_MAX) return warning(FIRMWARE_MESSAGE.NetworkHostnameLength);
  // The SSID check only runs while the device is on WiFi, which the emulator always is.
  const ssid = byteLength(asString(data.ssid));
  if (ssid < SSID_MIN || ssid > SSID_MAX) return warning(FIRMWARE_MESSAGE.NetworkSsidLength);
  if (byteLength(asString(data.password)) > WIFI_PASSWORD_MAX) {
    return warning(FIRMWARE_MESSAGE.NetworkPasswordLength);
  }
  if (asUint32(data.aptimeout) > AP_TIMEOUT_MAX) return respond(CODE.NetworkApTimeoutInvalid);
  return wire.extra?.check(data);
}

/**
 * `/api/network/config` (admin) and `/api/network/status` (read-only), docs/firmware/onbattery-2024.05.03/settings.md §2.2.
 * A successful save switches the admin access point on again for `aptimeout` minutes.
 */
export function registerNetworkRoutes(app: FastifyInstance, device: Device, wire = NETWORK_WIRE_2024): void {
  // Uptime (s) at which the access point was last (re)started; a reboot restarts it at 0.
  let apStartedAt = 0;
  const apStart = () => (apStartedAt > device.uptimeSeconds() ? 0 : apStartedAt);

  getJson(app, '/api/network/config', 'admin', device, () => ({
    ...networkAnswer(device.config),
    ...wire.extra?.answer(device),
  }));
  getJson(app, '/api/network/status', 'readonly', device, () => networkStatusBody(device, apStart()));
  postData(app, '/api/network/config', 'admin', device, async (data) => {
    const failed = validate(data, wire);
    if (failed) return failed;
    const answer = await saveAnswer(device, (draft) => {
      draft.wifi.ssid = asString(data.ssid);
      draft.wifi.password = asString(data.password);
      draft.wifi.hostname = asString(data.hostname);
      draft.wifi.dhcp = asBool(data.dhcp);
      draft.wifi.ip = canonicalIpv4(asString(data.ipaddress));
      draft.wifi.netmask = canonicalIpv4(asString(data.netmask));
      draft.wifi.gateway = canonicalIpv4(asString(data.gateway));
      draft.wifi.dns1 = canonicalIpv4(asString(data.dns1));
      draft.wifi.dns2 = canonicalIpv4(asString(data.dns2));
      draft.wifi.aptimeout = asUint32(data.aptimeout);
      draft.mdns.enabled = asBool(data.mdnsenabled);
      wire.extra?.store(draft, data);
    });
    apStartedAt = device.uptimeSeconds();
    return answer;
  });
}
