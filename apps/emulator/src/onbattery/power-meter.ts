import { POWER_METER_SOURCE } from '@dtu/contract';

/** Push-style meters (SML, SMA Home Manager) deliver about once a second. */
const PUSH_INTERVAL_MS = 1000;

/**
 * The grid meter at the house connection. Simulated sources read the simulated grid flow on
 * their own schedule: polled meters (SDM) every `interval` seconds, push meters every second.
 * MQTT and HTTP+JSON get real inputs elsewhere, so here they simply never deliver.
 */
export class PowerMeter {
  /** W per phase, positive = import, as last read. */
  phasesW: [number, number, number] = [0, 0, 0];
  voltagesV: [number, number, number] = [0, 0, 0];
  /** Device time of the last reading; undefined until one arrived. */
  lastUpdateMs: number | undefined;
  /** Readings taken since boot (two may share a device time while the clock stands still). */
  readings = 0;
  private nextReadMs = Number.NEGATIVE_INFINITY;

  get totalW(): number {
    return this.phasesW[0] + this.phasesW[1] + this.phasesW[2];
  }

  /** Whether this source is simulated here. */
  static simulates(source: number): boolean {
    return (
      source === POWER_METER_SOURCE.SdmSinglePhase ||
      source === POWER_METER_SOURCE.SdmThreePhase ||
      source === POWER_METER_SOURCE.Sml ||
      source === POWER_METER_SOURCE.SmaHomeManager2
    );
  }

  /** Takes a reading when one is due; `grid` is the true flow per phase at `t`. */
  poll(
    t: number,
    source: number,
    intervalS: number,
    grid: readonly [number, number, number],
    gridV: number,
  ): boolean {
    if (!PowerMeter.simulates(source) || t < this.nextReadMs) return false;
    const push = source === POWER_METER_SOURCE.Sml || source === POWER_METER_SOURCE.SmaHomeManager2;
    this.nextReadMs = t + (push ? PUSH_INTERVAL_MS : Math.max(1, intervalS) * 1000);
    const total = grid[0] + grid[1] + grid[2];
    // Single-phase meters and SML report one total; the others see each phase.
    const single = source === POWER_METER_SOURCE.SdmSinglePhase || source === POWER_METER_SOURCE.Sml;
    this.phasesW = single ? [total, 0, 0] : [grid[0], grid[1], grid[2]];
    const sdm = source === POWER_METER_SOURCE.SdmSinglePhase || source === POWER_METER_SOURCE.SdmThreePhase;
    this.voltagesV = sdm ? [gridV, single ? 0 : gridV + 0.8, single ? 0 : gridV - 0.6] : [0, 0, 0];
    this.lastUpdateMs = t;
    this.readings += 1;
    return true;
  }
}
