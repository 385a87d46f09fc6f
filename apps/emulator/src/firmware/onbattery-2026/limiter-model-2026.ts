import type { ConfigFile } from '@dtu/contract';
import { FleetLimiter } from '../../onbattery/fleet-limiter.ts';
import type { LimiterModel } from '../../onbattery/limiter-model.ts';
import type { GovernedSet, PowerSource } from '../../onbattery/limiter-types.ts';
import { sectionsOf } from './config-access.ts';
import { hexSerial } from './json-read.ts';
import { POWER_SOURCE } from './sections.ts';

const SOURCES: Readonly<Record<number, PowerSource>> = {
  [POWER_SOURCE.Battery]: 'battery',
  [POWER_SOURCE.Solar]: 'solar',
  [POWER_SOURCE.SmartBuffer]: 'smart-buffer',
};

/** Config snapshots are replaced on every save, so the set is read once per snapshot. */
const cache = new WeakMap<object, GovernedSet>();

/**
 * What the 2026.03.31 limiter governs: every used slot of `powerlimiter.inverters` marked
 * `is_governed` (`src/PowerLimiter.cpp` builds one governed inverter per such slot), each with
 * its own power source, limits, meter position and standby permission, and the governed total
 * capped by `total_upper_power_limit`.
 */
function governed2026(config: Readonly<ConfigFile>): GovernedSet {
  const cached = cache.get(config);
  if (cached) return cached;
  const pl = sectionsOf(config).powerlimiter;
  const set: GovernedSet = {
    totalUpperW: pl.total_upper_power_limit,
    inverters: pl.inverters
      .filter((slot) => slot.is_governed && hexSerial(slot.serial) !== 0n)
      .map((slot) => ({
        serial: hexSerial(slot.serial),
        source: SOURCES[slot.power_source] ?? 'battery',
        behindMeter: slot.is_behind_power_meter,
        lowerW: slot.lower_power_limit,
        upperW: slot.upper_power_limit,
        allowStandby: slot.allow_standby,
      })),
  };
  cache.set(config, set);
  return set;
}

/** The OnBattery 2026.03.31 limiter: every governed inverter, split by power source. */
export const LIMITER_2026: LimiterModel = { create: () => new FleetLimiter(), governed: governed2026 };
