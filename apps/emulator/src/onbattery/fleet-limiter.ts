import { POWER_LIMITER_STATE } from '@dtu/contract';
import { assignGroup, FleetInverter } from './fleet-inverter.ts';
import { DPL_MODE, LimiterBase, SETTLE_TIMEOUT_MS } from './limiter-base.ts';
import type { Limiter } from './limiter-model.ts';
import type { GovernedInverter, LimiterInputs, PowerSource } from './limiter-types.ts';

/** The fixed inverter efficiency the firmware assumes from DC bus to AC (`dcPowerBusToInverterAc`). */
const BUS_TO_AC = 0.95;

/**
 * The limiter of OnBattery 2026.03.31 (`src/PowerLimiter.cpp`): it governs every governed
 * inverter. Each round it works out the total the governed inverters should produce (their output
 * plus the meter's import above the target, or the base load without a fresh meter), caps it at
 * `total_upper_power_limit`, and hands it out by power source: solar-powered inverters first,
 * then smart-buffer ones, and what is left to the battery-powered ones as far as the DC bus
 * allows (all of it while the battery may discharge, else only the solar passthrough).
 */
export class FleetLimiter extends LimiterBase implements Limiter {
  private commanded: GovernedInverter[] = [];
  private readonly limitsW = new Map<bigint, number>();

  step(input: LimiterInputs): void {
    if (!this.enabledIn(input)) return;
    const cfg = input.config.powerlimiter;
    const fleet = input.fleet;
    if (!fleet.some((g) => g.inverter.reachable)) {
      this.state = POWER_LIMITER_STATE.Off;
      return;
    }
    const eligible = fleet.filter((g) => g.inverter.reachable && g.inverter.commandsEnabled);
    const battery = eligible.filter((g) => g.spec.source === 'battery');
    this.updateBatteryState(input, battery);
    const producing = fleet.some((g) => g.inverter.reachable && g.inverter.acPowerW > 0);
    this.state = !producing
      ? POWER_LIMITER_STATE.Charging
      : this.batteryDischargeEnabled
        ? POWER_LIMITER_STATE.Battery
        : POWER_LIMITER_STATE.Sun;
    if (this.mode === DPL_MODE.Disabled) {
      this.state = POWER_LIMITER_STATE.Off;
      return;
    }
    if (eligible.some((g) => g.inverter.commandPending) || this.settling(input)) return;
    if (this.restartDue(input, cfg.inverter_restart_hour)) {
      for (const g of eligible) if (g.spec.source !== 'solar') g.inverter.sendPower('restart');
      this.commandMs = input.t;
      this.commanded = eligible;
      return;
    }
    const plan = eligible.map(
      (g) => new FleetInverter(g, this.limitsW.get(g.spec.serial) ?? g.inverter.maxPowerW),
    );
    const group = (source: PowerSource) => plan.filter((inv) => inv.governed.spec.source === source);
    const hysteresis = cfg.target_power_consumption_hysteresis;
    const solarAcW = this.solarPassthroughAcW(input);
    if (this.mode === DPL_MODE.FullSolarPassthrough) {
      this.lastLimitW = assignGroup(group('battery'), Math.round(solarAcW), hysteresis);
    } else {
      const totalW = Math.min(this.targetTotalW(input, fleet, eligible), input.totalUpperW);
      const bySolar = assignGroup(group('solar'), totalW, hysteresis);
      const afterSolar = Math.max(0, totalW - bySolar);
      const byBuffer = assignGroup(group('smart-buffer'), afterSolar, hysteresis);
      const busW = this.powerBusUsageW(Math.max(0, afterSolar - byBuffer), solarAcW);
      this.lastLimitW = bySolar + byBuffer + assignGroup(group('battery'), busW, hysteresis);
    }
    this.send(input.t, plan);
  }

  private updateBatteryState(input: LimiterInputs, battery: GovernedInverter[]): void {
    const acW = battery.reduce((sum, g) => sum + g.inverter.acPowerW, 0);
    this.updateGate(input, battery.length > 0, battery[0]?.inverter.dcVoltageV ?? 0, acW);
  }

  /** Waits until every commanded inverter sent data newer than its command, then a newer meter reading. */
  private settling(input: LimiterInputs): boolean {
    if (this.commandMs === undefined) return false;
    const commandMs = this.commandMs;
    const stale = this.commanded.filter(
      (g) =>
        (g.inverter.lastDataMs ?? Number.NEGATIVE_INFINITY) <=
        Math.max(commandMs, g.inverter.lastCommandAckMs ?? 0),
    );
    if (input.t - commandMs > SETTLE_TIMEOUT_MS) {
      this.updateTimeouts += stale.length;
      this.commandMs = undefined;
      return false;
    }
    if (stale.length > 0) return true;
    if (!input.config.powermeter.enabled || !input.meter) return false;
    const latestDataMs = Math.max(...this.commanded.map((g) => g.inverter.lastDataMs ?? 0));
    return input.meter.updatedMs <= latestDataMs;
  }

  /** `calcTargetOutput`: what the governed inverters should produce together. */
  private targetTotalW(
    input: LimiterInputs,
    fleet: GovernedInverter[],
    eligible: GovernedInverter[],
  ): number {
    const { config, meter } = input;
    const cfg = config.powerlimiter;
    if (!this.meterFresh(input) || !meter) return cfg.base_load_limit;
    let meterW = Math.round(meter.totalW);
    // Inverters outside the meter's view still feed the house: the billing meter sees less.
    for (const g of fleet) {
      if (g.spec.behindMeter) continue;
      if (g.spec.source === 'solar' && !g.inverter.reachable && !input.isDay) continue;
      meterW -= g.inverter.acPowerW;
    }
    const currentW = eligible.reduce((sum, g) => sum + g.inverter.acPowerW, 0);
    return Math.max(0, Math.round(currentW + meterW - cfg.target_power_consumption));
  }

  /** Charge-controller output the battery inverters may pass on, as AC (`getSolarPassthroughPower`). */
  private solarPassthroughAcW(input: LimiterInputs): number {
    const cfg = input.config.powerlimiter;
    if (!cfg.solar_passtrough_enabled || !input.config.vedirect.enabled) return 0;
    return BUS_TO_AC * (1 - cfg.solar_passtrough_losses / 100) * Math.max(0, input.solarOutputW);
  }

  /** `calcPowerBusUsage`: the battery inverters' share, limited by what the DC bus may give. */
  private powerBusUsageW(requestedW: number, solarAcW: number): number {
    if (this.fullSolarPassthrough && solarAcW > requestedW) return Math.round(solarAcW);
    if (this.batteryDischargeEnabled) return requestedW;
    return Math.min(requestedW, Math.round(solarAcW));
  }

  private send(t: number, plan: FleetInverter[]): void {
    const commanded: GovernedInverter[] = [];
    for (const inv of plan) {
      const { inverter, spec } = inv.governed;
      if (inv.target === 'standby') {
        this.standby = true;
        if (inverter.acPowerW <= 0) continue;
        inverter.sendPower('off');
      } else if (inv.target !== undefined) {
        this.standby = false;
        if (inv.target === inv.currentLimitW && inverter.acPowerW > 0) continue;
        inverter.sendLimit(inv.target);
        if (inverter.acPowerW <= 0) inverter.sendPower('on');
        this.limitsW.set(spec.serial, inv.target);
      } else continue;
      commanded.push(inv.governed);
    }
    if (commanded.length === 0) return;
    this.commandMs = t;
    this.commanded = commanded;
  }
}
