import { POWER_LIMITER_STATE, type PowerLimiterState } from '@dtu/contract';
import { DPL_MODE, LimiterBase, SETTLE_TIMEOUT_MS } from './limiter-base.ts';
import type { LimiterInputs, LimiterInverter } from './limiter-types.ts';

export { DPL_MODE, type DplMode } from './limiter-base.ts';

/**
 * The dynamic power limiter: reads the grid meter, decides whether the battery may be used and
 * sends the inverter a new limit until the grid flow sits at the target within the hysteresis.
 * After every command it waits for the inverter's answer, fresh inverter data and a meter
 * reading taken after that, so it never reacts to its own old state.
 */
export class PowerLimiter extends LimiterBase {
  step(input: LimiterInputs): void {
    if (!this.enabledIn(input)) return;
    const cfg = input.config.powerlimiter;
    const inv = input.inverter;
    if (!inv?.reachable) {
      this.state = POWER_LIMITER_STATE.Off;
      return;
    }
    if (this.mode === DPL_MODE.Disabled) {
      // Overridden over MQTT: the inverter is put to standby once, then left alone.
      this.state = POWER_LIMITER_STATE.Off;
      if (!this.standby && inv.commandsEnabled && !inv.commandPending) this.apply(input, inv, 0);
      return;
    }
    this.updateBatteryState(input, inv);
    this.state = this.reportedState(input, inv);
    if (!inv.commandsEnabled || inv.commandPending || this.settling(input, inv)) return;
    if (this.mode === DPL_MODE.FullSolarPassthrough) {
      // Whatever the meter and the battery say: the inverter passes the charge controllers' output on.
      const solarW = input.solarOutputW * (1 - cfg.solar_passtrough_losses / 100);
      this.apply(input, inv, Math.min(cfg.upper_power_limit, Math.round(solarW)));
      return;
    }
    if (this.restartDue(input, cfg.inverter_restart_hour)) {
      inv.sendPower('restart');
      this.commandMs = input.t;
      return;
    }
    this.apply(input, inv, this.targetLimit(input, inv));
  }

  private reportedState(input: LimiterInputs, inv: LimiterInverter): PowerLimiterState {
    if (inv.acPowerW <= 0) return POWER_LIMITER_STATE.Charging;
    const solarPowered = input.config.powerlimiter.is_inverter_solar_powered;
    return !solarPowered && this.batteryDischargeEnabled
      ? POWER_LIMITER_STATE.Battery
      : POWER_LIMITER_STATE.Sun;
  }

  /** True while the effect of the last command cannot be seen yet. */
  private settling(input: LimiterInputs, inv: LimiterInverter): boolean {
    if (this.commandMs === undefined) return false;
    const dataMs = inv.lastDataMs ?? Number.NEGATIVE_INFINITY;
    // Data read in the same instant as the acknowledgement still shows the old output.
    const noFreshData = dataMs <= Math.max(this.commandMs, inv.lastCommandAckMs ?? 0);
    if (input.t - this.commandMs > SETTLE_TIMEOUT_MS) {
      if (noFreshData) this.updateTimeouts += 1;
      this.commandMs = undefined;
      return false;
    }
    if (noFreshData) return true;
    if (!input.config.powermeter.enabled || !input.meter) return false;
    return input.meter.updatedMs <= dataMs;
  }

  /** Start/stop thresholds by SoC (when trusted) or by the load-corrected voltage. */
  private updateBatteryState(input: LimiterInputs, inv: LimiterInverter): void {
    const onBattery = !input.config.powerlimiter.is_inverter_solar_powered;
    this.updateGate(input, onBattery, inv.dcVoltageV, inv.acPowerW);
  }

  /** The limit that would bring the grid flow to the target, within the configured bounds. */
  private targetLimit(input: LimiterInputs, inv: LimiterInverter): number {
    const { config, meter } = input;
    const cfg = config.powerlimiter;
    let demand = cfg.base_load_limit;
    if (this.meterFresh(input) && meter) {
      demand = meter.totalW - cfg.target_power_consumption;
      if (cfg.is_inverter_behind_powermeter) demand += inv.acPowerW;
    }
    if (cfg.is_inverter_solar_powered) return Math.min(cfg.upper_power_limit, demand);

    const passthrough = config.vedirect.enabled && cfg.solar_passtrough_enabled && input.isDay;
    const solarW = passthrough ? input.solarOutputW * (1 - cfg.solar_passtrough_losses / 100) : 0;
    let limit = this.batteryDischargeEnabled ? demand : Math.min(demand, solarW);
    if (this.fullSolarPassthrough) limit = Math.max(limit, solarW);
    return Math.min(cfg.upper_power_limit, Math.round(limit));
  }

  private apply(input: LimiterInputs, inv: LimiterInverter, limitW: number): void {
    const cfg = input.config.powerlimiter;
    if (limitW < cfg.lower_power_limit) {
      if (this.standby && inv.acPowerW <= 0) return;
      // Below the lowest useful output the inverter is switched off rather than throttled.
      inv.sendLimit(cfg.lower_power_limit);
      inv.sendPower('off');
      this.lastLimitW = cfg.lower_power_limit;
      this.standby = true;
      this.commandMs = input.t;
      return;
    }
    const changed = Math.abs(limitW - this.lastLimitW) > cfg.target_power_consumption_hysteresis;
    if (!this.standby && !changed && inv.acPowerW > 0) return;
    inv.sendLimit(limitW);
    if (this.standby || inv.acPowerW <= 0) inv.sendPower('on');
    this.lastLimitW = limitW;
    this.standby = false;
    this.commandMs = input.t;
  }
}
