import { CLOCK_VALID_AFTER_YEAR, type ConfigFileInverter, formatSerial } from '@dtu/contract';
import type { Device } from '../device/device.ts';
import { type LocalZone, localTime, localZone, utcOffsetMs } from '../device/local-time.ts';
import { radioConfigured } from '../device/radio-state.ts';
import { nextCommandDue, processCommands, resendFailed, submitLimit, submitPower } from './commands.ts';
import { DtuInverter, type LimitRequest, type PowerRequest } from './dtu-inverter.ts';
import { Environment } from './environment.ts';
import { FieldInverter } from './field-inverter.ts';
import type { InverterView } from './livedata-builders.ts';
import { hash32, serialSeed, unitHash } from './noise.ts';
import { pollInverter, zeroDay } from './poller.ts';
import { simModelForSerial } from './sim-models.ts';
import { specsKey, stringSpecs } from './string-specs.ts';
import { isDayPeriod } from './sun.ts';

/** One statistics request in the inverter's radio counters: answered, or nothing came back. */
function countPoll(inv: DtuInverter): void {
  const radio = inv.radio;
  radio.txRequest += 1;
  if (inv.failures === 0) {
    radio.rxSuccess += 1;
    radio.rssiDbm = -60 - Number(inv.serial % 20n);
  } else radio.rxFailNothing += 1;
}

/** The firmware re-applies the day/night enable flags this often. */
const DAY_FLAGS_EVERY_MS = 60_000;
/** Longer clock jumps are not replayed poll by poll; only the last day is. */
export const MAX_REPLAY_MS = 86_400_000;
/**
 * Nor more poll slots than this: a poll interval of a few ms (OnBattery 2026 stores ms, and a
 * 2024-shaped "5" means 5 ms) polls that often in real time, but a long jump would otherwise
 * replay millions of slots.
 */
const MAX_REPLAY_POLLS = 20_000;

/**
 * The live side of the device: the inverters out in the field and the DTU polling them one per
 * poll interval (docs/firmware/onbattery-2024.05.03/live.md §5.9). Everything runs on the device clock, stepped by `advanceTo`.
 */
export class LiveSimulation {
  readonly env: Environment;
  /** The DTU's inverters in radio-library order (slot order at boot, additions appended). */
  inverters: DtuInverter[] = [];
  private readonly fields = new Map<bigint, FieldInverter>();
  private readonly specKeys = new Map<FieldInverter, string>();
  private cursorMs: number;
  private nextPollMs: number;
  private roundRobin = 0;
  private isDay = true;
  private dayFlagsMs = Number.NEGATIVE_INFINITY;
  private dayKey = '';
  private jitterCount = 0;
  private zoneCache: { key: string; zone: LocalZone } | undefined;

  constructor(
    private readonly device: Device,
    seed: number,
  ) {
    this.env = new Environment(seed, () => device.config.ntp);
    this.cursorMs = device.now();
    this.nextPollMs = this.cursorMs + this.pollIntervalMs();
    this.evaluateDay(this.cursorMs);
    this.sync(this.cursorMs);
  }

  /** A (simulated) boot: the DTU forgets what it read; the inverters in the field keep running. */
  reset(): void {
    this.inverters = [];
    this.roundRobin = 0;
    this.nextPollMs = this.cursorMs + this.pollIntervalMs();
    this.evaluateDay(this.cursorMs);
    this.sync(this.cursorMs);
  }

  /** `t` is device time; validity, day and local time go by the wall clock. */
  clockSynced(t = this.device.now()): boolean {
    return new Date(this.device.wallAt(t)).getUTCFullYear() > CLOCK_VALID_AFTER_YEAR;
  }

  utcOffsetMs(t = this.device.now()): number {
    return utcOffsetMs(this.device.wallAt(t), this.zone());
  }

  /** The configured time zone; resolving it is costly, so it is kept until the setting changes. */
  private zone(): LocalZone {
    const ntp = this.device.config.ntp;
    const key = `${ntp.timezone_descr}\u0000${ntp.timezone}`;
    if (this.zoneCache?.key !== key)
      this.zoneCache = { key, zone: localZone(ntp.timezone_descr, ntp.timezone) };
    return this.zoneCache.zone;
  }

  slotOf(inv: DtuInverter): ConfigFileInverter {
    return this.device.config.inverters[inv.slot]!;
  }

  pollEnabled(inv: DtuInverter): boolean {
    const slot = this.slotOf(inv);
    return slot.poll_enable && (this.isDay || slot.poll_enable_night);
  }

  /** True when the radio of the inverter's family is configured in the active pins (docs/firmware/onbattery-2024.05.03/live.md §5.1). */
  radioUp(inv: DtuInverter): boolean {
    return radioConfigured(this.device.activePins, inv.field.model.family.radio);
  }

  commandEnabled(inv: DtuInverter): boolean {
    const slot = this.slotOf(inv);
    return slot.command_enable && (this.isDay || slot.command_enable_night);
  }

  views(): InverterView[] {
    return this.inverters.map((inv) => ({ inv, slot: this.slotOf(inv), pollEnabled: this.pollEnabled(inv) }));
  }

  find(serial: bigint): DtuInverter | undefined {
    return this.inverters.find((inv) => inv.serial === serial);
  }

  limit(inv: DtuInverter, request: LimitRequest): void {
    submitLimit(inv, request, this.cursorMs, this.commandEnabled(inv), this.jitter());
  }

  power(inv: DtuInverter, request: PowerRequest): void {
    submitPower(inv, request, this.cursorMs, this.commandEnabled(inv), this.jitter());
  }

  /** Test control: the sun stays down (or comes back); day flags follow at once. */
  forceNight(on: boolean): void {
    this.env.forcedNight = on;
    this.evaluateDay(this.cursorMs);
  }

  /**
   * Continues from the device time `t` without replaying the way there: the wall clock set back,
   * or a test-control jump beyond the day that is replayed (the inverters' gap is not integrated).
   */
  skipTo(t: number): void {
    for (const field of this.fields.values()) field.rebase(t);
    this.cursorMs = t;
    this.nextPollMs = t + this.pollIntervalMs();
  }

  /** Brings inverters, polls and commands up to the device time `now`. */
  advanceTo(now: number): void {
    this.sync(now);
    // The wall clock was set back: start over from the new time without replaying anything.
    if (now < this.cursorMs) this.skipTo(now);
    const replayMs = Math.min(MAX_REPLAY_MS, MAX_REPLAY_POLLS * this.pollIntervalMs());
    if (now - this.cursorMs > replayMs) {
      this.cursorMs = now - replayMs;
      this.nextPollMs = this.cursorMs;
    }
    this.nextPollMs = Math.min(this.nextPollMs, this.cursorMs + this.pollIntervalMs());
    for (;;) {
      let due = this.nextPollMs;
      for (const inv of this.inverters) due = Math.min(due, nextCommandDue(inv));
      if (due > now) break;
      this.advanceFields(due);
      for (const inv of this.inverters) processCommands(inv, due, this.radioUp(inv));
      if (due >= this.nextPollMs) {
        this.pollSlot(due, now - due < 10_000);
        this.nextPollMs = due + this.pollIntervalMs();
      }
    }
    this.advanceFields(now);
  }

  private advanceFields(t: number): void {
    for (const inv of this.inverters) inv.field.advance(t, this.env);
    this.cursorMs = Math.max(this.cursorMs, t);
  }

  private pollIntervalMs(): number {
    return Math.max(1, this.device.config.dtu.poll_interval) * this.device.generation.pollIntervalUnitMs;
  }

  private evaluateDay(t: number): void {
    const ntp = this.device.config.ntp;
    const wall = this.device.wallAt(t);
    this.isDay = !this.env.forcedNight && isDayPeriod(wall, ntp.latitude, ntp.longitude, ntp.sunsettype);
    this.dayFlagsMs = t;
  }

  /** One poll-interval slot: housekeeping, then the next eligible inverter in round robin. */
  private pollSlot(t: number, logIt: boolean): void {
    if (!this.clockSynced(t)) return;
    if (t - this.dayFlagsMs >= DAY_FLAGS_EVERY_MS) this.evaluateDay(t);
    const local = localTime(this.device.wallAt(t), this.zone());
    const dayKey = `${local.year}-${local.month}-${local.day}`;
    if (this.dayKey !== '' && dayKey !== this.dayKey) {
      for (const inv of this.inverters) {
        zeroDay(inv, this.slotOf(inv));
        inv.statsChangedMs = t;
      }
    }
    this.dayKey = dayKey;

    const count = this.inverters.length;
    for (let k = 0; k < count; k++) {
      const index = (this.roundRobin + k) % count;
      const inv = this.inverters[index]!;
      // An inverter on a radio that is not wired is never polled nor commanded.
      if (!this.radioUp(inv)) continue;
      const polling = this.pollEnabled(inv);
      const commands = this.commandEnabled(inv);
      if (!polling && !commands) continue;
      this.roundRobin = index + 1;
      if (polling) {
        const slot = this.slotOf(inv);
        if (logIt) this.device.log(`Fetch inverter: ${inv.serialHex.toUpperCase()}`);
        if (pollInverter(inv, slot, t, slot.reachable_threshold)) inv.statsChangedMs = t;
        countPoll(inv);
        if (logIt) this.device.log(inv.failures === 0 ? 'Success' : 'Nothing received, resend whole request');
      }
      resendFailed(inv, t, commands, this.jitter());
      return;
    }
  }

  /** Matches the runtime list to the config slots; picks up edits at once. */
  private sync(t: number): void {
    const slots = this.device.config.inverters;
    this.inverters = this.inverters.filter((inv) => BigInt(slots[inv.slot]?.serial ?? 0) === inv.serial);
    slots.forEach((slot, index) => {
      if (!slot.serial || this.inverters.some((inv) => inv.slot === index)) return;
      const serial = BigInt(slot.serial);
      const field = this.fieldFor(serial, slot, t);
      if (field) this.inverters.push(new DtuInverter(serial, formatSerial(serial), index, field));
    });
    for (const inv of this.inverters) {
      const slot = this.slotOf(inv);
      const key = specsKey(slot.channel, inv.field.model.family.channels);
      if (this.specKeys.get(inv.field) !== key) {
        inv.field.specs = stringSpecs(inv.field.model, slot.channel, inv.field.seed);
        this.specKeys.set(inv.field, key);
      }
    }
  }

  /** The physical inverter behind a serial; a new one has produced since local midnight already. */
  private fieldFor(serial: bigint, slot: ConfigFileInverter, t: number): FieldInverter | undefined {
    const existing = this.fields.get(serial);
    if (existing) return existing;
    const model = simModelForSerial(serial);
    if (!model) return undefined;
    const seed = hash32(this.env.seed, serialSeed(serial));
    const local = localTime(t, this.zone());
    const midnight = t - ((local.hour * 60 + local.minute) * 60 + local.second) * 1000;
    const field = new FieldInverter(serial, model, stringSpecs(model, slot.channel, seed), seed, midnight);
    this.specKeys.set(field, specsKey(slot.channel, model.family.channels));
    field.advance(t, this.env);
    this.fields.set(serial, field);
    return field;
  }

  private jitter(): number {
    return unitHash(this.env.seed, 0xc0de, this.jitterCount++);
  }
}
