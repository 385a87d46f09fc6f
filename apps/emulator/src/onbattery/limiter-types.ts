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

/** Everything else one control step needs. */
export interface LimiterInputs {
  t: number;
  config: Readonly<ConfigFile>;
  inverter: LimiterInverter | undefined;
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
