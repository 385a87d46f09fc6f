import { POWER_LIMITER_STATE, type PowerLimiterState } from '@dtu/contract';
import { batteryGate } from './battery-gate.ts';
import type { LimiterInputs } from './limiter-types.ts';

/** A meter reading older than this is not trusted; the limiter falls back to the base load. */
export const METER_STALE_MS = 30_000;
/** Without fresh inverter data the limiter cannot judge the effect of its last command. */
export const SETTLE_TIMEOUT_MS = 60_000;

/** Runtime mode set over MQTT (docs/firmware/onbattery-2024.05.03/mqtt.md §2.8, §3.3); not persisted, 0 after every boot. */
export const DPL_MODE = { Normal: 0, Disabled: 1, FullSolarPassthrough: 2 } as const;
export type DplMode = (typeof DPL_MODE)[keyof typeof DPL_MODE];

/** What every generation's limiter reports and shares: its state, the mode, the daily restart. */
export abstract class LimiterBase {
  state: PowerLimiterState = POWER_LIMITER_STATE.Hidden;
  /** Last requested limit in W (`PLLIMIT`): the governed total. */
  lastLimitW = 0;
  batteryDischargeEnabled = false;
  fullSolarPassthrough = false;
  /** True while the limiter keeps its (battery) inverters switched off. */
  standby = false;
  mode: DplMode = DPL_MODE.Normal;
  /** Commands whose effect never showed up in fresh inverter data within the settle timeout. */
  updateTimeouts = 0;
  protected commandMs: number | undefined;
  private restartDay = '';

  abstract step(input: LimiterInputs): void;

  /**
   * Updates the battery decision (`batteryGate`); without a battery-powered inverter both
   * flags are off.
   */
  protected updateGate(
    input: LimiterInputs,
    onBattery: boolean,
    voltageFallbackV: number,
    batteryAcW: number,
  ): void {
    if (!onBattery) {
      this.batteryDischargeEnabled = false;
      this.fullSolarPassthrough = false;
      return;
    }
    const previous = {
      discharge: this.batteryDischargeEnabled,
      fullSolarPassthrough: this.fullSolarPassthrough,
    };
    const gate = batteryGate(input, previous, voltageFallbackV, batteryAcW);
    this.batteryDischargeEnabled = gate.discharge;
    this.fullSolarPassthrough = gate.fullSolarPassthrough;
  }

  /** False, with the state hidden, while the limiter is disabled. */
  protected enabledIn(input: LimiterInputs): boolean {
    if (input.config.powerlimiter.enabled) return true;
    this.state = POWER_LIMITER_STATE.Hidden;
    return false;
  }

  /** True once a day in the configured local hour (a negative hour: never). */
  protected restartDue(input: LimiterInputs, hour: number): boolean {
    if (hour < 0 || input.localHour !== hour || this.restartDay === input.localDay) return false;
    this.restartDay = input.localDay;
    return true;
  }

  protected meterFresh(input: LimiterInputs): boolean {
    const { config, meter, t } = input;
    return config.powermeter.enabled && meter !== undefined && t - meter.updatedMs <= METER_STALE_MS;
  }
}
