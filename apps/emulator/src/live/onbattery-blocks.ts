import type { ConfigFile, LiveOnBatteryBlocks, LiveOnBatteryMessage } from '@dtu/contract';
import { value } from './livedata-builders.ts';

/** A reading of one OnBattery source with the device time it was last updated. */
interface Reading<T> {
  data: T;
  updatedMs: number;
}

/**
 * Where the OnBattery simulations plug in. Until a source is registered an enabled block shows
 * zeros (a configured but silent device), a disabled one only `enabled: false`.
 */
export interface OnBatterySources {
  vedirect?: () => Reading<{ powerW: number; yieldDayWh: number; yieldTotalKwh: number }>;
  huawei?: () => Reading<{ inputPowerW: number }>;
  battery?: () => Reading<{ socPercent: number }>;
  powerMeter?: () => Reading<{ powerW: number }>;
}

export function buildOnBatteryBlocks(
  config: Readonly<ConfigFile>,
  sources: OnBatterySources,
): LiveOnBatteryBlocks {
  const ve = sources.vedirect?.().data ?? { powerW: 0, yieldDayWh: 0, yieldTotalKwh: 0 };
  return {
    vedirect: config.vedirect.enabled
      ? {
          enabled: true,
          total: {
            Power: value(ve.powerW, 'W', 1),
            YieldDay: value(ve.yieldDayWh, 'Wh', 0),
            YieldTotal: value(ve.yieldTotalKwh, 'kWh', 2),
          },
        }
      : { enabled: false },
    huawei: config.huawei.enabled
      ? { enabled: true, Power: value(sources.huawei?.().data.inputPowerW ?? 0, 'W', 2) }
      : { enabled: false },
    battery: config.battery.enabled
      ? { enabled: true, soc: value(sources.battery?.().data.socPercent ?? 0, '%', 0) }
      : { enabled: false },
    power_meter: config.powermeter.enabled
      ? { enabled: true, Power: value(sources.powerMeter?.().data.powerW ?? 0, 'W', 1) }
      : { enabled: false },
  };
}

const FULL_EVERY_MS = 10_000;

/**
 * The first part of each `/livedata` send run: all four blocks when the last full message is more
 * than 10 s old, otherwise only blocks whose source has news; undefined when nothing qualifies.
 */
export class OnBatteryPublisher {
  private lastFullMs: number | undefined;
  private lastPublishMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly sources: () => OnBatterySources) {}

  message(nowMs: number, config: Readonly<ConfigFile>): LiveOnBatteryMessage | undefined {
    const sources = this.sources();
    const blocks = buildOnBatteryBlocks(config, sources);
    const since = this.lastPublishMs;
    this.lastPublishMs = nowMs;
    if (this.lastFullMs === undefined || nowMs - this.lastFullMs > FULL_EVERY_MS) {
      this.lastFullMs = nowMs;
      return blocks;
    }
    // A disabled part delivers no data, so it never has news: its block goes out only in full.
    const fresh = (enabled: boolean, source?: () => { updatedMs: number }) =>
      enabled && source !== undefined && source().updatedMs > since;
    const partial: LiveOnBatteryMessage = {};
    if (fresh(config.vedirect.enabled, sources.vedirect)) partial.vedirect = blocks.vedirect;
    if (fresh(config.huawei.enabled, sources.huawei)) partial.huawei = blocks.huawei;
    if (fresh(config.battery.enabled, sources.battery)) partial.battery = blocks.battery;
    if (fresh(config.powermeter.enabled, sources.powerMeter)) partial.power_meter = blocks.power_meter;
    return Object.keys(partial).length > 0 ? partial : undefined;
  }
}
