import type { Device } from '../../device/device.ts';
import { readHeap } from '../../device/heap.ts';
import { dtuIdentity } from './dtu-identity.ts';
import type { MqttTopicExtras } from './mqtt-topics.ts';
import type { Outlet } from './outlet.ts';

/**
 * `dtu/*` in the firmware's order, with the generation's `extras`; the emulated DTU is always a
 * Wi-Fi station (docs/firmware/onbattery-2024.05.03/mqtt.md §2.1).
 */
export function publishDtu(out: Outlet, device: Device, extras: MqttTopicExtras): void {
  const id = dtuIdentity(device);
  out.state('dtu/uptime', String(device.uptimeSeconds()));
  out.state('dtu/ip', id.ip);
  out.state('dtu/hostname', id.hostname);
  if (extras.dtuHeap) {
    const heap = readHeap(device);
    out.state('dtu/heap/size', String(heap.size));
    out.state('dtu/heap/free', String(heap.free));
    out.state('dtu/heap/minfree', String(heap.minFree));
    out.state('dtu/heap/maxalloc', String(heap.biggestBlock));
  }
  out.state('dtu/rssi', String(id.rssi));
  out.state('dtu/bssid', id.bssid);
  // Arduino's String(float): two decimals.
  if (extras.cpuTemperatureC) out.state('dtu/temperature', extras.cpuTemperatureC(device).toFixed(2));
}
