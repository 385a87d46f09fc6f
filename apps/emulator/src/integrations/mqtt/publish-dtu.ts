import type { Device } from '../../device/device.ts';
import { dtuIdentity } from './dtu-identity.ts';
import type { Outlet } from './outlet.ts';

/** `dtu/*` in the firmware's order; the emulated DTU is always a Wi-Fi station (mqtt.md §2.1). */
export function publishDtu(out: Outlet, device: Device): void {
  const id = dtuIdentity(device);
  out.state('dtu/uptime', String(device.uptimeSeconds()));
  out.state('dtu/ip', id.ip);
  out.state('dtu/hostname', id.hostname);
  out.state('dtu/rssi', String(id.rssi));
  out.state('dtu/bssid', id.bssid);
}
