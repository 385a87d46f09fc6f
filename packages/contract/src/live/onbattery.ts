import type { ValueObject } from './value-object.ts';

/** Charge-controller summary; `total` only while enabled. */
export interface LiveVedirectBlock {
  enabled: boolean;
  total?: { Power: ValueObject; YieldDay: ValueObject; YieldTotal: ValueObject };
}

/** AC charger: `Power` is the rectifier's input power (d 2), only while enabled. */
export interface LiveHuaweiBlock {
  enabled: boolean;
  Power?: ValueObject;
}

/** Battery state of charge (d 0), only while enabled. */
export interface LiveBatteryBlock {
  enabled: boolean;
  soc?: ValueObject;
}

/** Power meter total of all phases (d 1), only while enabled. */
export interface LivePowerMeterBlock {
  enabled: boolean;
  Power?: ValueObject;
}

/** The four OnBattery blocks, in emitted order. */
export interface LiveOnBatteryBlocks {
  vedirect: LiveVedirectBlock;
  huawei: LiveHuaweiBlock;
  battery: LiveBatteryBlock;
  power_meter: LivePowerMeterBlock;
}

/** `/livedata` OnBattery message: all four keys every 10 s, otherwise only the updated ones. */
export type LiveOnBatteryMessage = Partial<LiveOnBatteryBlocks>;
