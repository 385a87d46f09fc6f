import type { SimModel } from './sim-models.ts';
import { planeIrradiance, type SunPosition } from './sun.ts';

/** One module string as installed: size and orientation. */
export interface StringSpec {
  /** Module power at STC in W. */
  panelW: number;
  tiltDeg: number;
  /** Clockwise from north (180 = south). */
  azimuthDeg: number;
  /** Test control: a module fault, as factors on the string's power and MPP voltage (1 = healthy). */
  fault?: { powerFactor: number; voltageFactor: number };
}

/** The weather at one instant, shared by all inverters of the installation. */
export interface Conditions {
  sun: SunPosition;
  /** 0 clear … 1 overcast, already shifted for this inverter. */
  cloudCover: number;
  ambientC: number;
}

export interface StringOutput {
  powerW: number;
  voltageV: number;
  currentA: number;
}

/** What the inverter measures at one instant. */
export interface Output {
  strings: StringOutput[];
  /** DC power the modules could deliver at their maximum power point. */
  availableDcW: number;
  dcPowerW: number;
  acPowerW: number;
  acVoltageV: number;
  acCurrentA: number;
  frequencyHz: number;
  powerFactor: number;
  reactivePowerVar: number;
  /** Where the inverter's temperature settles at this load. */
  targetTemperatureC: number;
}

/** Runtime inputs beside the weather. */
export interface OperatingPoint {
  /** False while off, restarting, after a grid fault or asleep: no power is fed in. */
  feeding: boolean;
  /** Upper bound of AC power in W from the active limit. */
  acCapW: number;
  /** Slow grid wander in [0, 1), one value for voltage and one for frequency. */
  gridNoise: readonly [number, number];
  /** A DC source replacing the modules (a battery-powered inverter): power on offer and its voltage. */
  dcSupply?: { powerW: number; voltageV: number };
}

// Conversion losses: standby, linear and resistive parts (about 96 % at half load).
const LOSS_FIXED_W = 1.2;
const LOSS_LINEAR = 0.025;
const LOSS_QUADRATIC = 0.012;

function acFromDc(dcW: number, ratedW: number): number {
  return Math.max(0, dcW - LOSS_FIXED_W - LOSS_LINEAR * dcW - (LOSS_QUADRATIC * dcW * dcW) / ratedW);
}

/** Inverse of `acFromDc`, by two Newton steps (the curve is nearly linear). */
function dcForAc(acW: number, ratedW: number): number {
  let dc = (acW + LOSS_FIXED_W) / (1 - LOSS_LINEAR);
  for (let i = 0; i < 2; i++) {
    const slope = 1 - LOSS_LINEAR - (2 * LOSS_QUADRATIC * dc) / ratedW;
    dc -= (acFromDc(dc, ratedW) - acW) / slope;
  }
  return dc;
}

const PHASE_VOLTAGE_V = 230;

/** The inverter's measurements for the given weather, modules and operating point. */
export function computeOutput(
  model: SimModel,
  specs: readonly StringSpec[],
  c: Conditions,
  op: OperatingPoint,
): Output {
  const ratedW = model.hardware.maxPowerW;
  const strings: StringOutput[] = [];
  const mpp: { powerW: number; vmpV: number; irradiance: number }[] = [];
  let availableDcW = 0;
  for (const spec of specs) {
    const irradiance = planeIrradiance(c.sun, spec.tiltDeg, spec.azimuthDeg, c.cloudCover);
    const cellC = c.ambientC + (irradiance / 800) * 25;
    const fault = spec.fault ?? { powerFactor: 1, voltageFactor: 1 };
    const powerW =
      Math.max(0, spec.panelW * (irradiance / 1000) * (1 - 0.0037 * (cellC - 25)) * 0.97) * fault.powerFactor;
    const lowLight = irradiance > 1 ? 1 + 0.045 * Math.log(Math.min(1, irradiance / 1000)) : 0;
    const vmpV = Math.max(0, model.vmpStcV * (1 - 0.0029 * (cellC - 25)) * lowLight) * fault.voltageFactor;
    mpp.push({ powerW, vmpV, irradiance });
    availableDcW += powerW;
  }
  const supply = op.dcSupply;
  if (supply) {
    // The battery feeds input 1 at the bus voltage; the other inputs stay unconnected.
    availableDcW = supply.powerW;
    mpp.forEach((point, i) => {
      point.powerW = i === 0 ? supply.powerW : 0;
      point.vmpV = i === 0 ? supply.voltageV : 0;
    });
  }

  let dcPowerW = 0;
  let acPowerW = 0;
  if (op.feeding && availableDcW > 0) {
    acPowerW = Math.min(acFromDc(availableDcW, ratedW), op.acCapW);
    dcPowerW = acPowerW > 0 ? Math.min(availableDcW, dcForAc(acPowerW, ratedW)) : 0;
  }
  // A throttled inverter moves off the maximum power point towards open-circuit voltage.
  const share = availableDcW > 0 ? dcPowerW / availableDcW : 0;
  for (const point of mpp) {
    const powerW = point.powerW * share;
    const voltageV = supply ? point.vmpV : point.vmpV * (1 + 0.18 * (1 - share));
    strings.push({ powerW, voltageV, currentA: voltageV > 0 ? powerW / voltageV : 0 });
  }
  if (model.pairedVoltages) {
    for (let i = 0; i + 1 < strings.length; i += 2) {
      const shared = (strings[i]!.voltageV + strings[i + 1]!.voltageV) / 2;
      strings[i]!.voltageV = shared;
      strings[i + 1]!.voltageV = shared;
    }
  }

  const load = acPowerW / ratedW;
  const phaseV = PHASE_VOLTAGE_V - 2 + op.gridNoise[0] * 6 + load * 2.5;
  const powerFactor = acPowerW > 0 ? 1 - 0.04 * Math.exp(-10 * load) : 0;
  const tanPhi = powerFactor > 0 ? Math.sqrt(1 - powerFactor * powerFactor) / powerFactor : 0;
  const reactiveSign = model.signedReactive && op.gridNoise[1] < 0.5 ? -1 : 1;
  const phaseCurrentA = acPowerW > 0 ? acPowerW / (phaseV * powerFactor) : 0;
  const threePhase = model.family.threePhase;
  return {
    strings,
    availableDcW,
    dcPowerW,
    acPowerW,
    acVoltageV: threePhase ? phaseV * Math.sqrt(3) : phaseV,
    acCurrentA: model.acCurrent === 'phase-1' ? phaseCurrentA / 3 : phaseCurrentA,
    frequencyHz: 50 + (op.gridNoise[1] - 0.5) * 0.06,
    powerFactor,
    reactivePowerVar: reactiveSign * acPowerW * tanPhi,
    targetTemperatureC: c.ambientC + 4 + 28 * load,
  };
}
