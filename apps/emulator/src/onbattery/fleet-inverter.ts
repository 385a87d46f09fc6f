import type { GovernedInverter } from './limiter-types.ts';

/**
 * One governed inverter during a calculation of the multi-inverter limiter (OnBattery 2026.03.31,
 * `src/PowerLimiterBatteryInverter.cpp`, `src/PowerLimiterSolarInverter.cpp`): how much it could
 * give up or add, and the new target it is given. Battery and smart-buffer inverters may go to
 * standby; solar inverters are only throttled between their lower and upper limits (overscaling
 * and per-MPPT shading are not simulated: the emulated inverter has no shaded inputs).
 */
export class FleetInverter {
  /** The new target: a limit in W, `'standby'`, or undefined while untouched. */
  target: number | 'standby' | undefined;

  constructor(
    readonly governed: GovernedInverter,
    /** The limit it runs with now, W (the last one the limiter set, else its maximum). */
    readonly currentLimitW: number,
  ) {}

  get acW(): number {
    return this.governed.inverter.acPowerW;
  }

  get producing(): boolean {
    return this.acW > 0;
  }

  private get spec() {
    return this.governed.spec;
  }

  private get solar(): boolean {
    return this.spec.source === 'solar';
  }

  /** The upper limit, never above what the inverter can do. */
  get maxW(): number {
    return Math.min(this.governed.inverter.maxPowerW, this.spec.upperW);
  }

  /** What it is expected to produce once the new target applies. */
  get expectedW(): number {
    if (this.target === 'standby') return 0;
    if (this.solar && !this.producing) return 0;
    return this.target ?? this.acW;
  }

  maxReductionW(standby: boolean): number {
    if (!this.producing) return 0;
    if (standby && !this.solar && this.spec.allowStandby) return this.acW;
    if (Math.min(this.currentLimitW, this.acW) <= this.spec.lowerW) return 0;
    return this.acW - this.spec.lowerW;
  }

  maxIncreaseW(): number {
    if (!this.producing) return this.solar ? this.spec.lowerW : this.maxW;
    if (this.solar && this.acW >= this.maxW) return 0;
    return Math.max(0, this.maxW - this.currentLimitW);
  }

  /** Gives up to `reductionW`; returns what it gave. */
  reduce(reductionW: number, standby: boolean): number {
    if (reductionW <= 0) return 0;
    const lower = this.spec.lowerW;
    const mayStandby = standby && !this.solar && this.spec.allowStandby;
    if (Math.min(this.currentLimitW, this.acW) <= lower || this.currentLimitW - lower < reductionW) {
      if (mayStandby) {
        this.target = 'standby';
        return Math.min(reductionW, this.acW);
      }
      if (Math.min(this.currentLimitW, this.acW) <= lower) return 0;
      this.setLimit(lower);
      return this.acW - lower;
    }
    this.setLimit(this.currentLimitW - reductionW);
    return reductionW;
  }

  /** Adds up to `increaseW`; returns what it added. */
  increase(increaseW: number): number {
    if (increaseW <= 0) return 0;
    // A sleeping battery inverter is not woken for less than it would produce at its lowest.
    if (!this.solar && !this.producing && this.spec.lowerW > increaseW) return 0;
    const baseline = this.producing || this.solar ? this.currentLimitW : 0;
    const added = Math.min(increaseW, this.maxIncreaseW());
    this.setLimit(baseline + added);
    return added;
  }

  private setLimit(watts: number): void {
    this.target = Math.max(this.spec.lowerW, Math.min(this.maxW, Math.round(watts)));
  }
}

/**
 * Asks a group of inverters (same power source) for `requestedW` in total
 * (`PowerLimiterClass::updateInverterLimits`, `src/PowerLimiter.cpp` @ 2026.03.31): nothing
 * changes while the difference to their output is within the hysteresis (ignored when 0 W is
 * requested, so battery inverters can reach standby); an increase goes to the inverter with the
 * most headroom first, a reduction to the one that can give most first, with standby allowed only
 * when throttling every inverter to its lower limit is not enough. Returns the covered power.
 */
export function assignGroup(group: FleetInverter[], requestedW: number, hysteresisW: number): number {
  if (group.length === 0) return 0;
  const producingW = group.reduce((sum, inv) => sum + inv.acW, 0);
  const diff = requestedW - producingW;
  const hysteresis = requestedW === 0 ? 0 : hysteresisW;
  if (Math.abs(diff) < hysteresis) return producingW;
  if (diff < 0) {
    let reduction = -diff;
    const throttleOnly = group.reduce((sum, inv) => sum + inv.maxReductionW(false), 0);
    const standby = throttleOnly < reduction;
    const order = [...group].sort((a, b) => b.maxReductionW(standby) - a.maxReductionW(standby));
    for (const inv of order) {
      if (reduction >= hysteresis && inv.maxReductionW(standby) >= hysteresis)
        reduction -= inv.reduce(reduction, standby);
    }
  } else {
    let increase = diff;
    const order = [...group].sort((a, b) => b.maxIncreaseW() - a.maxIncreaseW());
    for (const inv of order) {
      if (increase >= hysteresis && inv.maxIncreaseW() >= hysteresis) increase -= inv.increase(increase);
    }
  }
  return group.reduce((sum, inv) => sum + inv.expectedW, 0);
}
