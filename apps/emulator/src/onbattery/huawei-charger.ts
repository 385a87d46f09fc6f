/** Limits the R4850G2 itself enforces regardless of what was requested. */
const OUTPUT_MIN_V = 41.5;
const OUTPUT_MAX_V = 58.5;
const OUTPUT_MAX_A = 53.5;
/** Charger plus cabling resistance that turns the voltage gap into current (CV phase), Ω. */
const PATH_RESISTANCE_OHM = 0.04;
const THERMAL_TIME_CONSTANT_MS = 8 * 60_000;

/** Runtime modes as the MQTT interface numbers them (boot value 2, or 3 with auto power). */
export const HUAWEI_MODE = { Off: 0, On: 1, External: 2, Internal: 3 } as const;

export interface HuaweiSetpoint {
  voltageV: number;
  currentA: number;
}

/**
 * The Huawei R4850G2 rectifier on the CAN bus: a constant-current / constant-voltage source
 * into the battery. The online set-point applies while the CAN link is up; the offline one is
 * what the unit falls back to when the link is lost, so setting it changes nothing right away.
 */
export class HuaweiCharger {
  online: HuaweiSetpoint = { voltageV: 53.5, currentA: 0 };
  offline: HuaweiSetpoint = { voltageV: 53.5, currentA: 0 };
  mode: number;
  inputVoltageV = 0;
  inputPowerW = 0;
  outputVoltageV = 0;
  outputCurrentA = 0;
  outputPowerW = 0;
  inputTempC = 20;
  outputTempC = 20;
  /** The DTU talks to the unit over CAN (else the unit runs on its offline set-point). */
  linkUp = true;
  /** Device time of the last CAN frame; undefined until the first one after boot. */
  lastFrameMs: number | undefined;
  /** The unit's own switches, which only the 2026 MQTT commands reach (production, fans, input limit). */
  productionEnabled = true;
  fanFullSpeed = { online: false, offline: false };
  inputCurrentLimitA = 0;

  constructor(autoPower: boolean) {
    this.mode = autoPower ? HUAWEI_MODE.Internal : HUAWEI_MODE.External;
  }

  /** The set-point in force. */
  get active(): HuaweiSetpoint {
    return this.linkUp ? this.online : this.offline;
  }

  get efficiency(): number {
    return this.inputPowerW > 0 ? this.outputPowerW / this.inputPowerW : 0;
  }

  /** Whether the power stage runs: mode 0 switches it off, mode 1 forces it on. */
  private running(): boolean {
    if (this.mode === HUAWEI_MODE.Off || !this.productionEnabled) return false;
    if (this.mode === HUAWEI_MODE.On) return true;
    return this.active.currentA > 0;
  }

  /**
   * One step: the current follows the CC/CV curve against the battery's open-circuit voltage,
   * capped by what the battery accepts (`acceptA`).
   */
  operate(dtMs: number, batteryOcvV: number, acceptA: number, gridV: number, ambientC: number): void {
    this.inputVoltageV = gridV;
    const setV = Math.min(OUTPUT_MAX_V, Math.max(OUTPUT_MIN_V, this.active.voltageV));
    let current = 0;
    if (this.running()) {
      const cvCurrent = (setV - batteryOcvV) / PATH_RESISTANCE_OHM;
      current = Math.max(0, Math.min(this.active.currentA, OUTPUT_MAX_A, cvCurrent, acceptA));
    }
    this.outputCurrentA = current;
    this.outputVoltageV = current > 0 ? batteryOcvV + current * PATH_RESISTANCE_OHM : batteryOcvV;
    this.outputPowerW = this.outputVoltageV * current;
    this.inputPowerW = current > 0 ? this.outputPowerW / conversionEfficiency(this.outputPowerW) : 0;
    const load = this.outputPowerW / 3000;
    const approach = 1 - Math.exp(-dtMs / THERMAL_TIME_CONSTANT_MS);
    this.inputTempC += (ambientC + 2 + 14 * load - this.inputTempC) * approach;
    this.outputTempC += (ambientC + 4 + 22 * load - this.outputTempC) * approach;
  }

  /** The current limit the unit reports back (what it was told, within its rating). */
  get maxOutputCurrentA(): number {
    return Math.min(OUTPUT_MAX_A, this.active.currentA);
  }

  receiveFrames(t: number): void {
    this.lastFrameMs = t;
  }
}

/** About 96 % at mid load, worse when lightly loaded (fans and control electronics). */
function conversionEfficiency(outputW: number): number {
  return Math.max(0.5, 0.965 - 12 / Math.max(1, outputW) - outputW * 0.0000035);
}
