import type { DtuInverter } from '../live/dtu-inverter.ts';
import type { LiveSimulation } from '../live/simulation.ts';
import type { LimiterInverter } from './limiter-types.ts';

/**
 * The limiter's view of its inverter through the DTU, and its commands through the very path
 * `POST /api/limit/config` and `/api/power/config` use (queued, acknowledged over the radio,
 * dropped while commands are disabled or another one is pending).
 */
export function limiterInverter(sim: LiveSimulation, inv: DtuInverter): LimiterInverter {
  const slot = sim.slotOf(inv);
  const pollEnabled = sim.pollEnabled(inv);
  return {
    reachable: pollEnabled && inv.lastDataMs !== undefined && inv.failures <= slot.reachable_threshold,
    acPowerW: inv.readings.ac.powerW,
    dcVoltageV: inv.readings.dc[0]?.voltageV ?? 0,
    maxPowerW: inv.maxPowerW,
    commandsEnabled: sim.commandEnabled(inv),
    commandPending: inv.limit.status === 'Pending' || inv.power.status === 'Pending',
    lastDataMs: inv.lastDataMs,
    lastCommandAckMs: inv.lastLimitSuccessMs,
    sendLimit(watts) {
      sim.limit(inv, {
        kind: 'limit',
        value: Math.max(0, Math.round(watts)),
        relative: false,
        persistent: false,
      });
    },
    sendPower(action) {
      sim.power(inv, { kind: 'power', action });
    },
  };
}
