import type { CommandStatus } from '@dtu/contract';
import type { FieldEvent } from './field-events.ts';
import type { FieldInverter } from './field-inverter.ts';

/** The values the DTU stored from the last real-time answer (device units, unrounded). */
export interface Readings {
  dc: { powerW: number; voltageV: number; currentA: number; yieldDayWh: number; yieldTotalKwh: number }[];
  ac: {
    powerW: number;
    voltageV: number;
    currentA: number;
    frequencyHz: number;
    powerFactor: number;
    reactivePowerVar: number;
  };
  temperatureC: number;
}

export type LimitRequest = { kind: 'limit'; value: number; relative: boolean; persistent: boolean };
export type PowerRequest = { kind: 'power'; action: 'on' | 'off' | 'restart' };

/** A command on its way: re-tried until the inverter acknowledges or the retries run out. */
export interface PendingCommand<R> {
  request: R;
  sentMs: number;
  nextAttemptMs: number;
}

/** One command channel (limit or power) as the firmware tracks it. */
export interface CommandChannel<R> {
  status: CommandStatus;
  pending?: PendingCommand<R>;
  /** The last accepted request, re-sent on the next poll after a failure. */
  last?: R;
}

/** Requests sent and answers received over the radio since boot or the last stats reset. */
export interface RadioCounters {
  txRequest: number;
  txReRequest: number;
  rxSuccess: number;
  rxFailNothing: number;
  rxFailPartial: number;
  rxFailCorrupt: number;
  /** dBm of the last answer; −127 before any. */
  rssiDbm: number;
}

export function emptyRadioCounters(): RadioCounters {
  return {
    txRequest: 0,
    txReRequest: 0,
    rxSuccess: 0,
    rxFailNothing: 0,
    rxFailPartial: 0,
    rxFailCorrupt: 0,
    rssiDbm: -127,
  };
}

export function emptyReadings(channels: number): Readings {
  return {
    dc: Array.from({ length: channels }, () => ({
      powerW: 0,
      voltageV: 0,
      currentA: 0,
      yieldDayWh: 0,
      yieldTotalKwh: 0,
    })),
    ac: { powerW: 0, voltageV: 0, currentA: 0, frequencyHz: 0, powerFactor: 0, reactivePowerVar: 0 },
    temperatureC: 0,
  };
}

/**
 * The firmware's runtime view of one inverter: what it last read over the radio, its failure
 * count, command states and publishing bookkeeping. Rebuilt from scratch on every boot, while
 * the `FieldInverter` it talks to keeps running.
 */
export class DtuInverter {
  readings: Readings;
  /** Device time of the last successful real-time answer. */
  lastDataMs: number | undefined;
  failures = 0;
  /** % as last read from the inverter (0 until then). */
  limitRelative = 0;
  lastLimitReadMs: number | undefined;
  lastLimitSuccessMs: number | undefined;
  devInfoValid = false;
  gridProfileRaw: number[] = [];
  eventLog: FieldEvent[] = [];
  seenEventCounter: number | undefined;
  /** Device time the statistics last changed (new data or zeroed values). */
  statsChangedMs = 0;
  /** Device time of the last `/livedata` message for this inverter. */
  lastPublishedMs: number | undefined;
  /** Yield-day correction: what a string had before its counter dropped, per string. */
  yieldDayOffsets: number[];
  lastRawYieldDay: number[];
  limit: CommandChannel<LimitRequest> = { status: 'Ok' };
  /** The DTU's radio counters for this inverter (reported by the 2026 generations, reset on request). */
  radio = emptyRadioCounters();
  power: CommandChannel<PowerRequest> = { status: 'Ok' };

  constructor(
    readonly serial: bigint,
    readonly serialHex: string,
    /** Config slot index. */
    readonly slot: number,
    readonly field: FieldInverter,
  ) {
    const channels = field.model.family.channels;
    this.readings = emptyReadings(channels);
    this.yieldDayOffsets = new Array(channels).fill(0);
    this.lastRawYieldDay = new Array(channels).fill(0);
  }

  /** Max power from the device info, 0 until it was read. */
  get maxPowerW(): number {
    return this.devInfoValid ? this.field.model.hardware.maxPowerW : 0;
  }
}
