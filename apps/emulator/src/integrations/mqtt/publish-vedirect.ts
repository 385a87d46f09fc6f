import type { ConfigFile } from '@dtu/contract';
import type { MpptController } from '../../onbattery/mppt-controller.ts';
import type { OnBatteryMqttWire } from './onbattery-wire-types.ts';
import type { Outlet } from './outlet.ts';
import { vedirectValid } from './vedirect-readings.ts';

/**
 * The VE.Direct group (docs/firmware/onbattery-2024.05.03/mqtt.md §2.5): a cycle every PI s; full cycles publish everything,
 * updates-only cycles just what differs from the snapshot of the previous updates-only cycle.
 */
export class VedirectPublisher {
  private lastCycleMs = Number.NEGATIVE_INFINITY;
  private lastFullMs = Number.NEGATIVE_INFINITY;
  private fullPending = true;
  private readonly snapshots = new Map<string, Map<string, string>>();

  /** Boot and MQTT-settings save: the next cycle is a full one (a plain reconnect is not). */
  forceFull(): void {
    this.fullPending = true;
  }

  /** Boot: timers start over. */
  reset(): void {
    this.lastCycleMs = Number.NEGATIVE_INFINITY;
    this.lastFullMs = Number.NEGATIVE_INFINITY;
    this.snapshots.clear();
    this.fullPending = true;
  }

  publish(
    out: Outlet,
    config: Readonly<ConfigFile>,
    mppts: readonly MpptController[],
    batteryV: number,
    now: number,
    wire: OnBatteryMqttWire,
  ): void {
    const piMs = Math.max(1, config.mqtt.publish_interval) * 1000;
    if (now - this.lastCycleMs < piMs) return;
    this.lastCycleMs = now;
    const { hass, publish_interval } = config.mqtt;
    // Only the HASS expiry needs the refresh: otherwise unchanged values are never sent again.
    const refreshDue =
      hass.enabled && hass.expire && now - this.lastFullMs >= (3 * publish_interval - 1) * 1000;
    const full = !config.vedirect.updates_only || this.fullPending || refreshDue;
    this.fullPending = false;
    if (full) this.lastFullMs = now;
    for (const m of mppts) {
      if (!vedirectValid(m, now)) continue;
      const root = `victron/${m.spec.serial}/`;
      const previous = this.snapshots.get(m.spec.serial);
      const readings = wire.vedirectReadings(m, batteryV);
      for (const [sub, payload] of readings) {
        if (full || previous?.get(sub) !== payload) out.state(root + sub, payload);
      }
      if (!full) this.snapshots.set(m.spec.serial, new Map(readings));
    }
  }
}
