import type { ConfigFile } from '@dtu/contract';

/** What the limiter sees of its inverter through the DTU (never the physical truth). */
export interface LimiterInverter {
  reachable: boolean;
  /** The DTU's last AC power reading, W. */
  acPowerW: number;
  /** The DTU's last reading of DC input 0 (the battery on a battery-powered inverter), V. */
  dcVoltageV: number;
  maxPowerW: number;
  commandsEnabled: boolean;
  /** A limit or power command is still on its way. */
  commandPending: boolean;
  /** Device time of the DTU's last real-time data. */
  lastDataMs: number | undefined;
  /** Device time the inverter acknowledged the last limit. */
  lastCommandAckMs: number | undefined;
  /** Sends an absolute, non-persistent limit through the same path as `POST /api/limit/config`. */
  sendLimit(watts: number): void;
  sendPower(action: 'on' | 'off' | 'restart'): void;
}

/** Where a governed inverter takes its DC power from. */
export type PowerSource = 'battery' | 'solar' | 'smart-buffer';

/** One inverter the limiter governs, with its own settings. */
export interface GovernedSpec {
  serial: bigint;
  source: PowerSource;
  /** Its output flows through the limiter's power meter (the meter sees it as less import). */
  behindMeter: boolean;
  lowerW: number;
  upperW: number;
  /** Whether the limiter may switch it off to reach a lower total. */
  allowStandby: boolean;
}

/** What the limiter governs, read from the device's config. */
export interface GovernedSet {
  inverters: GovernedSpec[];
  /** The cap of the governed total, W. */
  totalUpperW: number;
}

/** A governed inverter the DTU knows, as the limiter sees and commands it. */
export interface GovernedInverter {
  spec: GovernedSpec;
  inverter: LimiterInverter;
}

/** Everything else one control step needs. */
export interface LimiterInputs {
  t: number;
  config: Readonly<ConfigFile>;
  /** The first governed inverter (the only one a single-inverter limiter drives). */
  inverter: LimiterInverter | undefined;
  /** Every governed inverter the DTU knows, in slot order. */
  fleet: GovernedInverter[];
  totalUpperW: number;
  /** Grid power in W (positive = import) and when it was read; undefined while never read. */
  meter: { totalW: number; updatedMs: number } | undefined;
  /** SoC in % when the battery reported within the last minute. */
  socPercent: number | undefined;
  /** Battery voltage (battery provider, else charge controller), V. */
  batteryVoltageV: number | undefined;
  /** Charge-controller output power (sum), W; 0 without VE.Direct. */
  solarOutputW: number;
  isDay: boolean;
  localHour: number;
  /** Local calendar day, for the once-a-day restart. */
  localDay: string;
}
