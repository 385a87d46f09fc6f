import type { LiveHints, LiveInverterDetail, LiveInverterSummary, LiveTotal } from './livedata.ts';
import type { LiveOnBatteryBlocks } from './onbattery.ts';

/** `GET /api/livedata/status` (read-only). Summary inverters without `inv`, detail with it. */
export interface LiveDataStatus extends LiveOnBatteryBlocks {
  inverters: LiveInverterSummary[] | LiveInverterDetail[];
  total: LiveTotal;
  hints: LiveHints;
}

/** `/livedata` inverter message: exactly one detailed inverter plus `total` and `hints`. */
export interface LiveInverterMessage {
  inverters: [LiveInverterDetail];
  total: LiveTotal;
  hints: LiveHints;
}
