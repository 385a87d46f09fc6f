import type { Environment } from '../live/environment.ts';
import { planeIrradiance } from '../live/sun.ts';

/** One charge controller as installed: product, panels and the battery-side current limit. */
export interface MpptSpec {
  serial: string;
  productId: string;
  firmware: string;
  /** Module power at STC, W. */
  panelW: number;
  tiltDeg: number;
  azimuthDeg: number;
  /** Array MPP voltage at STC (modules in series), V. */
  vmpStcV: number;
  /** Rated battery charge current, A. */
  maxChargeA: number;
  /** Seed offset for the cloud field (a few seconds apart from the inverters). */
  cloudSeed: number;
}

/** Night longer than this ends the controller's day: the day sequence and yields roll over. */
const NEW_DAY_DARK_MS = 60 * 60_000;
const WAKE_PV_W = 2;

export type ChargeState = 'OFF' | 'Bulk' | 'Absorbtion' | 'Float';

/**
 * A Victron MPPT: tracks the panels' maximum power point and pushes it into the battery until
 * the battery (or its own current rating) limits it. Counts the day's yield on the battery side
 * like the real controller, whose "day" starts when the panels wake after a long night.
 */
export class MpptController {
  pvAvailableW = 0;
  pvPowerW = 0;
  pvVoltageV = 0;
  outputPowerW = 0;
  state: ChargeState = 'OFF';
  limited = false;
  yieldTodayKwh = 0;
  yieldYesterdayKwh: number;
  yieldTotalKwh: number;
  maxPowerTodayW = 0;
  maxPowerYesterdayW: number;
  daySequence: number;
  temperatureC = 20;
  /** Device time of the last complete VE.Direct frame. */
  lastFrameMs: number | undefined;
  private darkSinceMs: number | undefined;
  private floatSinceMs: number | undefined;

  constructor(
    readonly spec: MpptSpec,
    seedFraction: number,
  ) {
    this.yieldTotalKwh = 300 + 900 * seedFraction;
    this.yieldYesterdayKwh = 0.8 + 2.5 * seedFraction;
    this.maxPowerYesterdayW = Math.round(spec.panelW * (0.45 + 0.4 * seedFraction));
    this.daySequence = Math.floor(100 + 300 * seedFraction);
  }

  /** What the panels could deliver now at their maximum power point, W. */
  updateAvailable(t: number, env: Environment): void {
    const c = env.conditions(t, this.spec.cloudSeed);
    const irradiance = planeIrradiance(c.sun, this.spec.tiltDeg, this.spec.azimuthDeg, c.cloudCover);
    const cellC = c.ambientC + (irradiance / 800) * 25;
    this.pvAvailableW = Math.max(
      0,
      this.spec.panelW * (irradiance / 1000) * (1 - 0.0037 * (cellC - 25)) * 0.96,
    );
    const lowLight = irradiance > 1 ? 1 + 0.05 * Math.log(Math.min(1, irradiance / 1000)) : 0;
    this.pvVoltageV = Math.max(0, this.spec.vmpStcV * (1 - 0.0029 * (cellC - 25)) * lowLight);
    this.temperatureC = c.ambientC + 3;
  }

  /** A controller found running at start has worked since the morning: estimate that part of the day. */
  prefillDay(fromMs: number, toMs: number, env: Environment): void {
    const stepMs = 5 * 60_000;
    for (let t = fromMs; t < toMs; t += stepMs) {
      this.updateAvailable(t, env);
      const outW = this.pvAvailableW * efficiency(this.pvAvailableW);
      this.yieldTodayKwh += (outW * stepMs) / 3_600_000_000;
      this.maxPowerTodayW = Math.max(this.maxPowerTodayW, this.pvAvailableW);
    }
    this.yieldTotalKwh += this.yieldTodayKwh;
  }

  /** Highest battery-side power at this battery voltage (own current rating), W. */
  ratedOutputW(batteryV: number): number {
    return this.spec.maxChargeA * batteryV;
  }

  /**
   * Settles the operating point: `acceptW` is what the battery bus takes now. Integrates the
   * yield over `dtMs` and tracks the charge state; a new VE.Direct frame arrives every second.
   */
  operate(t: number, dtMs: number, acceptW: number, batteryV: number, batteryFull: boolean): void {
    const possibleW = efficiency(this.pvAvailableW) * this.pvAvailableW;
    const capW = Math.max(0, Math.min(this.ratedOutputW(batteryV), acceptW));
    this.outputPowerW = Math.min(possibleW, capW);
    this.limited = possibleW > capW + 0.5;
    const eff = efficiency(this.pvAvailableW);
    this.pvPowerW = eff > 0 ? this.outputPowerW / eff : 0;
    if (this.limited) this.pvVoltageV *= 1.12;
    this.trackDay(t);
    this.trackState(t, batteryFull);
    const kwh = (this.outputPowerW * dtMs) / 3_600_000_000;
    this.yieldTodayKwh += kwh;
    this.yieldTotalKwh += kwh;
    this.maxPowerTodayW = Math.max(this.maxPowerTodayW, this.pvPowerW);
  }

  private trackDay(t: number): void {
    if (this.pvAvailableW < WAKE_PV_W) {
      this.darkSinceMs ??= t;
      return;
    }
    if (this.darkSinceMs !== undefined && t - this.darkSinceMs >= NEW_DAY_DARK_MS) {
      this.yieldYesterdayKwh = this.yieldTodayKwh;
      this.maxPowerYesterdayW = this.maxPowerTodayW;
      this.yieldTodayKwh = 0;
      this.maxPowerTodayW = 0;
      this.daySequence++;
    }
    this.darkSinceMs = undefined;
  }

  private trackState(t: number, batteryFull: boolean): void {
    if (this.pvAvailableW < WAKE_PV_W) {
      this.state = 'OFF';
      this.floatSinceMs = undefined;
      return;
    }
    if (batteryFull) {
      this.floatSinceMs ??= t;
      // Absorption holds the voltage a while before the controller drops to float.
      this.state = t - this.floatSinceMs > 15 * 60_000 ? 'Float' : 'Absorbtion';
      return;
    }
    this.floatSinceMs = undefined;
    this.state = this.limited ? 'Absorbtion' : 'Bulk';
  }

  /** VE.Direct sends a text frame every second while the controller has power. */
  receiveFrames(t: number): void {
    this.lastFrameMs = Math.floor(t / 1000) * 1000;
  }
}

/** Conversion efficiency of the buck converter over the panel power (about 97 % mid-load). */
export function efficiency(pvW: number): number {
  if (pvW <= 0.5) return 0;
  return Math.max(0, 0.975 - 1.5 / pvW - pvW * 0.000008);
}
