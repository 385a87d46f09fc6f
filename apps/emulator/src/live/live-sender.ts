import {
  DEFAULT_ADMIN_PASSWORD,
  type LiveHints,
  type LiveInverterMessage,
  type LiveTotal,
} from '@dtu/contract';
import type { Device } from '../device/device.ts';
import type { SocketHub } from '../http/socket-hub.ts';
import type { LiveWire } from './live-wire.ts';
import { buildDetail, buildHints, buildTotal } from './livedata-builders.ts';
import type { OnBatteryPublisher } from './onbattery-blocks.ts';
import type { LiveSimulation } from './simulation.ts';

/** An inverter is re-sent at least this often even without new data. */
const REPUBLISH_MS = 10_000;

export function liveHints(device: Device, sim: LiveSimulation): LiveHints {
  return buildHints(sim.clockSynced(), device.config.security.password, DEFAULT_ADMIN_PASSWORD);
}

/**
 * The firmware's 1-s `/livedata` send task (docs/firmware/onbattery-2024.05.03/live.md §4.1): first the OnBattery message when it
 * has content, then one message per inverter with new statistics or none sent for 10 s.
 * Skipped entirely while nobody listens.
 */
export function runLiveSend(
  nowMs: number,
  device: Device,
  sim: LiveSimulation,
  hub: SocketHub,
  onBattery: OnBatteryPublisher,
  wire: LiveWire,
): void {
  if (hub.clientCount === 0) return;
  let blocks: object | undefined;
  if (wire.onBatteryBlocks)
    blocks = wire.onBatteryLive ? wire.onBatteryLive.message(nowMs) : onBattery.message(nowMs, device.config);
  if (blocks) hub.broadcast(JSON.stringify(blocks));
  const views = sim.views();
  let total: LiveTotal | undefined;
  let hints: LiveHints | undefined;
  for (const view of views) {
    const inv = view.inv;
    const due =
      inv.lastPublishedMs === undefined ||
      inv.statsChangedMs > inv.lastPublishedMs ||
      nowMs - inv.lastPublishedMs > REPUBLISH_MS;
    if (!due) continue;
    total ??= buildTotal(views);
    hints ??= wire.hints(liveHints(device, sim));
    const message: LiveInverterMessage = {
      inverters: [buildDetail(view, nowMs, device.uptimeSeconds(), wire.summary)],
      total,
      hints,
    };
    hub.broadcast(JSON.stringify(message));
    inv.lastPublishedMs = nowMs;
  }
}
