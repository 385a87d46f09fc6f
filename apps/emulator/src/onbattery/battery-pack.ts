/** Open-circuit voltage of one LiFePO4 cell over the state of charge (flat middle, steep ends). */
const OCV_CURVE: readonly (readonly [number, number])[] = [
  [0, 2.8],
  [0.05, 3.1],
  [0.1, 3.2],
  [0.2, 3.25],
  [0.4, 3.29],
  [0.6, 3.31],
  [0.8, 3.33],
  [0.9, 3.35],
  [0.97, 3.4],
  [1, 3.5],
];

function cellOcv(soc: number): number {
  const s = Math.min(1, Math.max(0, soc));
  for (let i = 1; i < OCV_CURVE.length; i++) {
    const [s1, v1] = OCV_CURVE[i]!;
    if (s <= s1) {
      const [s0, v0] = OCV_CURVE[i - 1]!;
      return v0 + ((v1 - v0) * (s - s0)) / (s1 - s0);
    }
  }
  return OCV_CURVE[OCV_CURVE.length - 1]![1];
}

export interface BatteryPackSpec {
  cells: number;
  capacityAh: number;
  /** Whole-pack internal resistance in Ω. */
  resistanceOhm: number;
  /** Highest current the BMS allows either way, A. */
  maxCurrentA: number;
}

const HOUR_MS = 3_600_000;
const THERMAL_TIME_CONSTANT_MS = 45 * 60_000;
/** Above this SoC the BMS accepts less and less charge current. */
const TAPER_START_SOC = 0.95;

/**
 * The physical battery: an ampere-hour counter with a cell voltage curve, internal resistance
 * and a slowly following temperature. Current is positive while charging. The counters the
 * providers report (cycles, energies, time since full) are kept here so every view agrees.
 */
export class BatteryPack {
  soc: number;
  currentA = 0;
  temperatureC: number;
  chargedWh = 0;
  dischargedWh = 0;
  dischargedAh = 0;
  lastFullMs: number | undefined;
  /** Test control: the BMS reports this SoC instead of the counted one. */
  forcedSoc: number | undefined;

  constructor(
    readonly spec: BatteryPackSpec,
    startSoc: number,
    startTemperatureC: number,
  ) {
    this.soc = startSoc;
    this.temperatureC = startTemperatureC;
  }

  get openCircuitV(): number {
    return this.spec.cells * cellOcv(this.effectiveSoc);
  }

  get voltageV(): number {
    return this.openCircuitV + this.currentA * this.spec.resistanceOhm;
  }

  get powerW(): number {
    return this.voltageV * this.currentA;
  }

  get effectiveSoc(): number {
    return this.forcedSoc ?? this.soc;
  }

  /** Charge current the BMS accepts now, A (tapers to 0 when full). */
  chargeAcceptanceA(): number {
    const soc = this.effectiveSoc;
    if (soc >= 1) return 0;
    if (soc <= TAPER_START_SOC) return this.spec.maxCurrentA;
    return (this.spec.maxCurrentA * (1 - soc)) / (1 - TAPER_START_SOC);
  }

  /** Discharge is cut off by the BMS once the pack is empty. */
  canDischarge(): boolean {
    return this.effectiveSoc > 0.005;
  }

  /** Integrates `dtMs` at the net DC power into (+) or out of (−) the pack. */
  step(dtMs: number, netPowerW: number, ambientC: number, t: number): void {
    let current = netPowerW / Math.max(1, this.openCircuitV);
    current = Math.max(-this.spec.maxCurrentA, Math.min(this.chargeAcceptanceA(), current));
    if (current < 0 && !this.canDischarge()) current = 0;
    this.currentA = current;
    const dtH = dtMs / HOUR_MS;
    this.soc = Math.min(1, Math.max(0, this.soc + (current * dtH) / this.spec.capacityAh));
    const energyWh = this.voltageV * current * dtH;
    if (energyWh >= 0) this.chargedWh += energyWh;
    else {
      this.dischargedWh -= energyWh;
      this.dischargedAh -= current * dtH;
    }
    if (this.soc >= 0.999) this.lastFullMs = t;
    const heatC = current * current * this.spec.resistanceOhm * 0.02;
    const approach = 1 - Math.exp(-dtMs / THERMAL_TIME_CONSTANT_MS);
    this.temperatureC += (ambientC + 5 + heatC - this.temperatureC) * approach;
  }

  /** Full equivalent cycles so far. */
  get cycles(): number {
    return Math.floor(this.dischargedAh / this.spec.capacityAh);
  }
}
