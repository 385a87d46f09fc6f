import type { Environment } from '../live/environment.ts';
import { hash32, unitHash, valueNoise } from '../live/noise.ts';
import { BatteryPack } from './battery-pack.ts';
import { providerPack } from './battery-specs.ts';
import { HuaweiCharger } from './huawei-charger.ts';
import { MpptController, type MpptSpec } from './mppt-controller.ts';

/** Per step, what the inverter side takes from or gives to the installation. */
export interface StepLoads {
  /** DC power the battery-powered inverter draws from the bus, W. */
  inverterDcW: number;
  /** Whether the DTU runs the charger (else it sits at its idle fallback). */
  chargerControlled: boolean;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function victronSerial(seed: number, index: number): string {
  let tail = '';
  for (let i = 0; i < 5; i++) tail += LETTERS[Math.floor(unitHash(seed, 0x5e1, index, i) * LETTERS.length)];
  const week = 10 + Math.floor(unitHash(seed, 0x3e3, index) * 40);
  return `HQ${21 + index}${week}${tail}`;
}

/** The demo's two charge controllers: a larger south roof and a smaller west-facing array. */
function mpptSpecs(seed: number, count: number): MpptSpec[] {
  const specs: MpptSpec[] = [
    {
      serial: victronSerial(seed, 0),
      productId: 'SmartSolar MPPT 100|30',
      firmware: '164',
      panelW: 1230,
      tiltDeg: 30,
      azimuthDeg: 180,
      vmpStcV: 3 * 34.5,
      maxChargeA: 30,
      cloudSeed: hash32(seed, 0x3a1),
    },
    {
      serial: victronSerial(seed, 1),
      productId: 'SmartSolar MPPT 75|15',
      firmware: '159',
      panelW: 410,
      tiltDeg: 25,
      azimuthDeg: 260,
      vmpStcV: 34.5,
      maxChargeA: 15,
      cloudSeed: hash32(seed, 0x3a2),
    },
  ];
  return specs.slice(0, count);
}

/**
 * The DC side of the installation: battery, charge controllers and the AC charger on one bus.
 * It exists physically whatever the DTU's settings say; the settings only decide what the DTU
 * reads and controls. Energy is balanced every step: sources give what the battery and the
 * inverter take, the battery makes up the rest.
 */
export class Installation {
  pack: BatteryPack;
  provider: number;
  readonly mppts: MpptController[];
  readonly charger: HuaweiCharger;
  gridVoltageV = 230;

  constructor(
    readonly seed: number,
    provider: number,
    controllers: number,
    autoPower: boolean,
  ) {
    this.provider = provider;
    this.pack = new BatteryPack(providerPack(provider).pack, 0.45 + 0.3 * unitHash(seed, 0x50c), 18);
    this.mppts = mpptSpecs(seed, controllers).map(
      (spec, i) => new MpptController(spec, unitHash(seed, 0x11, i)),
    );
    this.charger = new HuaweiCharger(autoPower);
  }

  /** Another battery type was configured: same charge level, other pack. */
  switchProvider(provider: number): void {
    if (provider === this.provider) return;
    const old = this.pack;
    this.pack = new BatteryPack(providerPack(provider).pack, old.soc, old.temperatureC);
    this.provider = provider;
  }

  get solarOutputW(): number {
    return this.mppts.reduce((sum, m) => sum + m.outputPowerW, 0);
  }

  /** What the bus can hand to the inverter now: the battery's limit, or only the sun when empty. */
  supplyW(): number {
    const solar = this.solarOutputW + this.charger.outputPowerW;
    return this.pack.canDischarge() ? solar + this.pack.spec.maxCurrentA * this.pack.openCircuitV : solar;
  }

  step(t: number, dtMs: number, env: Environment, loads: StepLoads): void {
    const pack = this.pack;
    const ambientC = env.conditions(t, 0).ambientC;
    this.gridVoltageV = 229 + 4 * valueNoise(this.seed, 0x6d, t, 120_000);
    const ocv = pack.openCircuitV;
    const acceptW = pack.chargeAcceptanceA() * ocv + loads.inverterDcW;
    this.charger.linkUp = loads.chargerControlled;
    this.charger.operate(dtMs, ocv, acceptW / ocv, this.gridVoltageV, ambientC);
    let room = acceptW - this.charger.outputPowerW;
    const full = pack.effectiveSoc >= 0.995;
    for (const m of this.mppts) {
      m.updateAvailable(t, env);
      m.operate(t, dtMs, room, pack.voltageV, full);
      room -= m.outputPowerW;
      m.receiveFrames(t);
    }
    const net = this.solarOutputW + this.charger.outputPowerW - loads.inverterDcW;
    pack.step(dtMs, net, ambientC, t);
    if (loads.chargerControlled) this.charger.receiveFrames(t);
  }
}
