import { BATTERY_PROVIDER } from '@dtu/contract';
import type { Device } from '../device/device.ts';
import { localTime, localZone } from '../device/local-time.ts';
import { batteryWired, huaweiWired, vedirectWired } from '../device/radio-state.ts';
import type { FieldInverter } from '../live/field-inverter.ts';
import type { OnBatterySources } from '../live/index.ts';
import { hash32 } from '../live/noise.ts';
import type { LiveSimulation } from '../live/simulation.ts';
import { isDayPeriod } from '../live/sun.ts';
import { hasLiveView, providerPack } from './battery-specs.ts';
import { HouseholdLoad } from './household-load.ts';
import { autoPowerStep } from './huawei-auto-power.ts';
import { HUAWEI_MODE } from './huawei-charger.ts';
import { Installation } from './installation.ts';
import { DPL_MODE } from './limiter-base.ts';
import { limiterInverter } from './limiter-link.ts';
import { type Limiter, type LimiterModel, SINGLE_INVERTER_LIMITER } from './limiter-model.ts';
import type { GovernedInverter } from './limiter-types.ts';
import { PowerMeter } from './power-meter.ts';

/** Integration step of the DC side; longer gaps are replayed in coarser steps. */
const STEP_MS = 1000;
const MAX_STEPS = 3600;
/** Battery SoC is trusted by the limiter and the charger only this long after the last datum. */
const SOC_VALID_MS = 60_000;

/**
 * The OnBattery half of the device: the physical installation (battery, charge controllers,
 * charger, household) and what the DTU makes of it (meter readings, BMS data, the limiter).
 * Runs on the device clock and pulls the inverter side along before each step.
 */
export class OnBatterySystem {
  readonly installation: Installation;
  readonly load: HouseholdLoad;
  meter = new PowerMeter();
  limiter: Limiter;
  /** SoC and voltage of the MQTT battery provider as received (set by the integrations). */
  mqttBattery:
    | (() => { soc?: { value: number; atMs: number }; voltage?: { value: number; atMs: number } })
    | undefined;
  /** Device time of the last BMS datum the DTU received. */
  bmsUpdatedMs: number | undefined;
  forcedIssues: Record<string, 1 | 2> = {};
  private cursorMs: number;
  /** The inverters fed from the battery bus (battery-powered governed ones). */
  private poweredFields: FieldInverter[] = [];
  private lastAutoPowerMs = Number.NEGATIVE_INFINITY;
  private readonly offsetHours = new Map<number, number>();

  constructor(
    readonly device: Device,
    private readonly sim: LiveSimulation,
    seed: number,
    controllers: number,
    private readonly limiterModel: LimiterModel = SINGLE_INVERTER_LIMITER,
  ) {
    this.limiter = limiterModel.create();
    const cfg = device.config;
    this.installation = new Installation(
      hash32(seed, 0x0b),
      cfg.battery.provider,
      controllers,
      cfg.huawei.auto_power_enabled,
    );
    this.load = new HouseholdLoad(hash32(seed, 0x10ad), (t) => this.localHour(t));
    this.cursorMs = device.now();
    const local = this.local(this.cursorMs);
    const midnight = this.cursorMs - ((local.hour * 60 + local.minute) * 60 + local.second) * 1000;
    for (const m of this.installation.mppts) m.prefillDay(midnight, this.cursorMs, sim.env);
  }

  /** The DTU restarted: it forgets what it read; the installation keeps running. */
  reboot(): void {
    this.meter = new PowerMeter();
    this.limiter = this.limiterModel.create();
    this.bmsUpdatedMs = undefined;
    const charger = this.installation.charger;
    charger.lastFrameMs = undefined;
    charger.online.currentA = 0;
    charger.mode = this.device.config.huawei.auto_power_enabled ? HUAWEI_MODE.Internal : HUAWEI_MODE.External;
    for (const m of this.installation.mppts) m.lastFrameMs = undefined;
  }

  get now(): number {
    return this.cursorMs;
  }

  advanceTo(now: number): void {
    if (this.device.rebooting) return;
    this.sim.advanceTo(now);
    const cfg = this.device.config;
    this.installation.switchProvider(cfg.battery.provider);
    this.wireBatteryInverter();
    if (now < this.cursorMs) this.cursorMs = now;
    const stepMs = Math.max(STEP_MS, (now - this.cursorMs) / MAX_STEPS);
    while (this.cursorMs < now) {
      const t = Math.min(now, this.cursorMs + stepMs);
      this.step(t, t - this.cursorMs);
      this.cursorMs = t;
    }
    this.runLimiter(now);
  }

  private step(t: number, dtMs: number): void {
    const cfg = this.device.config;
    const inverterDcW = this.batteryDrawW();
    const pins = this.device.activePins;
    // A part whose pins are not wired stays silent, as the firmware refuses to start its driver.
    const charger = cfg.huawei.enabled && huaweiWired(pins);
    this.installation.step(t, dtMs, this.sim.env, { inverterDcW, chargerControlled: charger });
    const bms = providerPack(cfg.battery.provider);
    const jkEveryMs = Math.max(1, cfg.battery.jkbms_polling_interval) * 1000;
    const everyMs = cfg.battery.provider === BATTERY_PROVIDER.JkBmsSerial ? jkEveryMs : bms.updateEveryMs;
    if (
      cfg.battery.enabled &&
      batteryWired(pins, cfg.battery.provider) &&
      hasLiveView(cfg.battery.provider) &&
      t - (this.bmsUpdatedMs ?? -Infinity) >= everyMs
    ) {
      this.bmsUpdatedMs = t;
    }
    if (cfg.powermeter.enabled) {
      const read = this.meter.poll(
        t,
        cfg.powermeter.source,
        cfg.powermeter.interval,
        this.gridPhases(t),
        this.installation.gridVoltageV,
      );
      if (read && charger) this.chargerAutoPower(t);
    }
  }

  /** True flow at the house connection per phase: household minus inverters plus charger. */
  gridPhases(t: number): [number, number, number] {
    const phases = this.load.phasesW(t);
    for (const inv of this.sim.inverters) {
      const ac = inv.field.output.acPowerW;
      if (inv.field.model.family.threePhase) for (let p = 0; p < 3; p++) phases[p]! -= ac / 3;
      else phases[0] -= ac;
    }
    phases[0] += this.installation.charger.inputPowerW;
    return phases;
  }

  /** DC power the battery-powered inverters draw from the bus, W. */
  private batteryDrawW(except?: FieldInverter): number {
    return this.poweredFields.reduce((sum, f) => (f === except ? sum : sum + f.output.dcPowerW), 0);
  }

  /**
   * The governed battery-powered inverters run from the battery bus; they share what it can
   * supply (each sees the supply less what the others draw).
   */
  private wireBatteryInverter(): void {
    const governed = this.limiterModel.governed(this.device.config).inverters;
    const fields = governed
      .filter((spec) => spec.source === 'battery')
      .flatMap((spec) => this.sim.find(spec.serial)?.field ?? []);
    if (fields.length === this.poweredFields.length && fields.every((f, i) => f === this.poweredFields[i]))
      return;
    for (const field of this.poweredFields) if (!fields.includes(field)) field.dcSupply = undefined;
    this.poweredFields = fields;
    for (const field of fields) {
      field.dcSupply = () => ({
        powerW: Math.max(0, this.installation.supplyW() - this.batteryDrawW(field)),
        voltageV: this.installation.pack.voltageV,
      });
    }
  }

  /**
   * Whether the limiter runs a battery-powered inverter right now: it is enabled, not switched
   * off by its runtime mode, and governs a battery-powered inverter the DTU knows
   * (`PowerLimiterClass::usesBatteryPoweredInverter` @ 2026.03.31).
   */
  usesBatteryInverter(): boolean {
    const cfg = this.device.config;
    if (!cfg.powerlimiter.enabled || this.limiter.mode === DPL_MODE.Disabled) return false;
    return this.limiterModel
      .governed(cfg)
      .inverters.some((spec) => spec.source === 'battery' && this.sim.find(spec.serial) !== undefined);
  }

  socPercent(t: number): number | undefined {
    if (this.device.config.battery.enabled && this.device.config.battery.provider === BATTERY_PROVIDER.Mqtt) {
      // The MQTT battery's SoC is read as a whole number (docs/firmware/onbattery-2024.05.03/mqtt.md §5.2).
      const soc = this.mqttBattery?.().soc;
      return soc && t - soc.atMs < SOC_VALID_MS ? Math.trunc(soc.value) : undefined;
    }
    if (!this.device.config.battery.enabled || this.bmsUpdatedMs === undefined) return undefined;
    if (t - this.bmsUpdatedMs >= SOC_VALID_MS) return undefined;
    return this.installation.pack.effectiveSoc * 100;
  }

  /** Battery voltage as the firmware finds it: the BMS first, then the charge controllers. */
  private batteryVoltage(t: number): number | undefined {
    const mqttVoltage = this.mqttBattery?.().voltage;
    if (
      this.device.config.battery.provider === BATTERY_PROVIDER.Mqtt &&
      mqttVoltage &&
      t - mqttVoltage.atMs < SOC_VALID_MS
    ) {
      return mqttVoltage.value;
    }
    if (this.socPercent(t) !== undefined) return this.installation.pack.voltageV;
    if (this.device.config.vedirect.enabled) return this.installation.pack.voltageV;
    return undefined;
  }

  private runLimiter(t: number): void {
    const cfg = this.device.config;
    const governed = this.limiterModel.governed(cfg);
    const fleet: GovernedInverter[] = governed.inverters.flatMap((spec) => {
      const inv = this.sim.find(spec.serial);
      return inv ? [{ spec, inverter: limiterInverter(this.sim, inv) }] : [];
    });
    // The limiter's restart hour, day and sun go by the wall clock; its timing by device time.
    const wall = this.device.wallAt(t);
    const local = this.local(wall);
    const ntp = cfg.ntp;
    this.limiter.step({
      t,
      config: cfg,
      inverter: fleet[0]?.inverter,
      fleet,
      totalUpperW: governed.totalUpperW,
      meter:
        this.meter.lastUpdateMs === undefined
          ? undefined
          : { totalW: this.meter.totalW, updatedMs: this.meter.lastUpdateMs },
      socPercent: this.socPercent(t),
      batteryVoltageV: this.batteryVoltage(t),
      solarOutputW: cfg.vedirect.enabled ? this.installation.solarOutputW : 0,
      isDay: !this.sim.env.forcedNight && isDayPeriod(wall, ntp.latitude, ntp.longitude, ntp.sunsettype),
      localHour: local.hour,
      localDay: `${local.year}-${local.month}-${local.day}`,
    });
  }

  private chargerAutoPower(t: number): void {
    const cfg = this.device.config;
    const charger = this.installation.charger;
    if (!cfg.huawei.auto_power_enabled || charger.mode !== HUAWEI_MODE.Internal) return;
    if (t - this.lastAutoPowerMs < 1000) return;
    this.lastAutoPowerMs = t;
    autoPowerStep(charger, cfg.huawei, {
      meterW: this.meter.totalW,
      batteryV: this.installation.pack.voltageV,
      socPercent: this.socPercent(t),
      inverterProducing: this.poweredFields.some((field) => field.output.acPowerW > 0),
    });
  }

  /** Local hour from a UTC offset cached per hour: the load profile asks for it very often. */
  private localHour(t: number): number {
    const bucket = Math.floor(t / 3_600_000);
    let offset = this.offsetHours.get(bucket);
    if (offset === undefined) {
      if (this.offsetHours.size > 64) this.offsetHours.clear();
      offset = this.local(bucket * 3_600_000).hour - (bucket % 24);
      this.offsetHours.set(bucket, offset);
    }
    return (((bucket + offset) % 24) + 24) % 24;
  }

  private local(t: number) {
    const ntp = this.device.config.ntp;
    return localTime(t, localZone(ntp.timezone_descr, ntp.timezone));
  }

  /** The charge controllers the firmware reads: those whose VE.Direct RX pin is wired. */
  wiredMppts() {
    return this.installation.mppts.filter((_, i) => vedirectWired(this.device.activePins, i));
  }

  /** Readers for the OnBattery blocks of `/api/livedata/status` and `/livedata`. */
  sources(): OnBatterySources {
    const never = Number.NEGATIVE_INFINITY;
    const inst = this.installation;
    return {
      vedirect: () => {
        const mppts = this.wiredMppts();
        return {
          data: {
            powerW: mppts.reduce((s, m) => s + m.pvPowerW, 0),
            yieldDayWh: mppts.reduce((s, m) => s + m.yieldTodayKwh, 0) * 1000,
            yieldTotalKwh: mppts.reduce((s, m) => s + m.yieldTotalKwh, 0),
          },
          updatedMs: Math.max(never, ...mppts.map((m) => m.lastFrameMs ?? never)),
        };
      },
      huawei: () => ({
        data: { inputPowerW: huaweiWired(this.device.activePins) ? inst.charger.inputPowerW : 0 },
        updatedMs: huaweiWired(this.device.activePins) ? (inst.charger.lastFrameMs ?? never) : never,
      }),
      battery: () => ({
        data: { socPercent: inst.pack.effectiveSoc * 100 },
        updatedMs: this.bmsUpdatedMs ?? never,
      }),
      powerMeter: () => ({
        data: { powerW: this.meter.totalW },
        updatedMs: this.meter.lastUpdateMs ?? never,
      }),
    };
  }
}
