import type { Environment } from './environment.ts';
import { EVENT, FieldEventLog } from './field-events.ts';
import { computeOutput, type Output, type StringSpec } from './field-physics.ts';
import { unitHash, valueNoise } from './noise.ts';
import type { SimModel } from './sim-models.ts';

/** Longest integration step; steps sit on a shared grid so all inverters reuse one sun position. */
export const STEP_MS = 30_000;
const WAKE_DC_W = 3;
const SLEEP_DC_W = 1;
/** A restart: the radio is silent while the inverter boots, then it waits for the grid check. */
const RESTART_RADIO_SILENT_MS = 8_000;
const RESTART_MS = 60_000;
/** Reconnection time after a grid fault (the grid profile's RT setting). */
const GRID_RECONNECT_MS = 60_000;
const THERMAL_TIME_CONSTANT_MS = 10 * 60_000;
const MAX_REPLAY_MS = 86_400_000;

/**
 * A physical inverter in the field. It produces and counts energy whether or not the DTU asks,
 * sleeps without light, and keeps its own event log; the DTU only ever sees polled copies.
 */
export class FieldInverter {
  readonly events = new FieldEventLog();
  output: Output;
  yieldDayWh: number[];
  yieldTotalKwh: number[];
  temperatureC: number;
  awake = false;
  on = true;
  restartUntilMs = 0;
  radioSilentUntilMs = 0;
  gridFaultUntilMs = 0;
  /** Test control: the radio link is broken although the inverter runs. */
  radioFault = false;
  limitPercent = 100;
  persistentLimitPercent = 100;
  /** Set by the OnBattery side when this inverter runs from the battery instead of modules. */
  dcSupply: ((t: number) => { powerW: number; voltageV: number }) | undefined;
  private lastMs: number;
  /** The environment of the last physics step, to re-evaluate the output when a command lands. */
  private lastEnv: Environment | undefined;

  constructor(
    readonly serial: bigint,
    readonly model: SimModel,
    public specs: StringSpec[],
    readonly seed: number,
    startMs: number,
  ) {
    const n = model.family.channels;
    this.yieldDayWh = new Array(n).fill(0);
    this.yieldTotalKwh = Array.from({ length: n }, (_, i) => 150 + 1500 * unitHash(seed, 0x7e1d, i));
    this.lastMs = startMs;
    this.temperatureC = 10;
    this.output = this.emptyOutput();
  }

  /** True when the inverter would answer a radio request now. */
  answers(nowMs: number): boolean {
    return this.awake && !this.radioFault && nowMs >= this.radioSilentUntilMs;
  }

  advance(toMs: number, env: Environment): void {
    // An inverter nobody looked at for days only replays its last day.
    if (toMs - this.lastMs > MAX_REPLAY_MS) this.rebase(toMs - MAX_REPLAY_MS);
    while (this.lastMs < toMs) {
      const t = Math.min(toMs, (Math.floor(this.lastMs / STEP_MS) + 1) * STEP_MS);
      this.step(t, env);
    }
  }

  /** Continues from `t` without integrating the gap (clock set back or jumped far ahead). */
  rebase(t: number): void {
    this.lastMs = t;
    if (this.restartUntilMs > t + RESTART_MS) this.restartUntilMs = t;
    if (this.radioSilentUntilMs > t + RESTART_MS) this.radioSilentUntilMs = t;
    if (this.gridFaultUntilMs > t + GRID_RECONNECT_MS) this.gridFaultUntilMs = t;
  }

  private step(t: number, env: Environment): void {
    const dtH = (t - this.lastMs) / 3_600_000;
    const previous = this.output;
    this.finishTimedStates(t);
    this.lastEnv = env;
    const next = this.operate(t, env);
    if (!this.awake && next.availableDcW >= WAKE_DC_W) this.wake(t);
    else if (this.awake && next.availableDcW < SLEEP_DC_W) this.awake = false;
    if (this.awake) {
      for (let i = 0; i < next.strings.length; i++) {
        const wh = ((previous.strings[i]?.powerW ?? 0) + next.strings[i]!.powerW) * 0.5 * dtH;
        this.yieldDayWh[i]! += wh;
        this.yieldTotalKwh[i]! += wh / 1000;
      }
    }
    const approach = 1 - Math.exp(-(t - this.lastMs) / THERMAL_TIME_CONSTANT_MS);
    this.temperatureC += (next.targetTemperatureC - this.temperatureC) * approach;
    this.output = next;
    this.lastMs = t;
  }

  /** The output at `t` under the current limit, on/off and restart state. */
  private operate(t: number, env: Environment): Output {
    return computeOutput(this.model, this.specs, env.conditions(t, this.seed), {
      feeding: this.awake && this.on && t >= this.restartUntilMs && t >= this.gridFaultUntilMs,
      acCapW: (this.model.hardware.maxPowerW * this.limitPercent) / 100,
      gridNoise: [valueNoise(env.seed, 11, t, 90_000), valueNoise(env.seed, 12, t, 20_000)],
      dcSupply: this.dcSupply?.(t),
    });
  }

  /**
   * A command changes the operating point at once, not at the next physics step: the output is
   * recomputed for the current instant (no energy is integrated), so no reading taken after an
   * accepted limit or shutdown shows the old power.
   */
  private reoperate(): void {
    if (this.lastEnv) this.output = this.operate(this.lastMs, this.lastEnv);
  }

  private finishTimedStates(t: number): void {
    if (this.restartUntilMs > 0 && t >= this.restartUntilMs) {
      this.restartUntilMs = 0;
      if (this.awake) this.startEvents(this.lastMs);
    }
    if (this.gridFaultUntilMs > 0 && t >= this.gridFaultUntilMs) {
      this.events.end(EVENT.GridOvervoltage, this.gridFaultUntilMs);
      this.gridFaultUntilMs = 0;
      if (this.awake) this.events.add(EVENT.InverterStart, this.lastMs);
    }
  }

  /** Morning start: the electronics power up with fresh daily counters and log. */
  private wake(t: number): void {
    this.awake = true;
    this.on = true;
    this.limitPercent = this.persistentLimitPercent;
    this.yieldDayWh.fill(0);
    this.events.clear();
    this.startEvents(t);
  }

  private startEvents(t: number): void {
    this.events.add(EVENT.InverterStart, t);
    this.events.add(EVENT.TimeCalibration, t + 11_000);
  }

  /** A limit the inverter accepted; relative in %, persistent ones survive a restart. */
  applyLimit(percent: number, persistent: boolean): void {
    this.limitPercent = Math.min(100, Math.max(0, percent));
    if (persistent) this.persistentLimitPercent = this.limitPercent;
    this.reoperate();
  }

  powerOff(t: number): void {
    if (!this.on) return;
    this.on = false;
    this.events.add(EVENT.RemoteShutdown, t);
    this.reoperate();
  }

  powerOn(t: number): void {
    if (this.on) return;
    this.on = true;
    this.events.end(EVENT.RemoteShutdown, t);
    this.events.add(EVENT.InverterStart, t);
    this.reoperate();
  }

  /** A restart interrupts feeding, resets the daily counter and drops a non-persistent limit. */
  restart(t: number): void {
    this.on = true;
    this.restartUntilMs = t + RESTART_MS;
    this.radioSilentUntilMs = t + RESTART_RADIO_SILENT_MS;
    this.limitPercent = this.persistentLimitPercent;
    this.yieldDayWh.fill(0);
    this.reoperate();
  }

  /** The grid went out of range: the inverter disconnects and waits the reconnection time. */
  gridFault(t: number): void {
    if (this.gridFaultUntilMs > t) return;
    this.gridFaultUntilMs = t + GRID_RECONNECT_MS;
    this.events.add(EVENT.GridOvervoltage, t);
  }

  private emptyOutput(): Output {
    return {
      strings: this.yieldDayWh.map(() => ({ powerW: 0, voltageV: 0, currentA: 0 })),
      availableDcW: 0,
      dcPowerW: 0,
      acPowerW: 0,
      acVoltageV: 0,
      acCurrentA: 0,
      frequencyHz: 0,
      powerFactor: 0,
      reactivePowerVar: 0,
      targetTemperatureC: 10,
    };
  }
}
