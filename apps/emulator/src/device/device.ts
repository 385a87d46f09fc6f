import type { ConfigFile, PinCategories } from '@dtu/contract';
import type { DeviceGeneration } from './generation.ts';

/** A top-level part of `config.json` (`mqtt`, `inverters`, `powerlimiter`, …). */
export type ConfigSection = keyof ConfigFile;

/** Reset reasons per core as `/api/system/status` reports them. */
export type ResetReasons = readonly [string, string];

/**
 * What every route module gets: the persisted config, the log, the clock and the
 * simulated reboot. Route modules never touch the file system or timers directly.
 */
export interface Device {
  /** The firmware generation this device runs (its build, poll unit and config layout). */
  readonly generation: DeviceGeneration;
  /** The current config in the firmware's `config.json` layout (read-only view). */
  readonly config: Readonly<ConfigFile>;
  /**
   * Applies `change` to a copy of the config and writes it atomically (save_count + 1).
   * Resolves false when the file could not be written (the firmware's 1006); the
   * in-memory config keeps the change either way, as on the device.
   */
  save(change: (draft: ConfigFile) => void): Promise<boolean>;
  /**
   * Called right after each `save` changed the in-memory config, with the top-level sections
   * whose content changed (`cfg` always does: save_count). Not called for the config the device
   * reads at boot; `onBoot` covers that. Returns the unsubscribe function.
   */
  onConfigSaved(listener: (sections: ReadonlySet<ConfigSection>) => void): () => void;
  /** Resolves once every queued config write has reached the disk. */
  settled(): Promise<void>;
  /** Appends a line to the device log (the `/console` stream and stdout). */
  log(line: string): void;
  /** Subscribes to the device log; returns the unsubscribe function. */
  onLog(listener: (line: string) => void): () => void;
  /**
   * Monotonic device time in epoch ms (the firmware's `millis()` timeline, starting at the start
   * time): polls, pushes, data ages and the simulated world run on it, so setting the wall clock
   * never stalls them.
   */
  now(): number;
  /** The wall clock (epoch ms) as NTP or a manual time sync set it: local time, sun, day changes. */
  wallNow(): number;
  /** The wall-clock time at monotonic device time `t`. */
  wallAt(t: number): number;
  /** Moves the simulated clock forward (wall time and uptime). */
  advance(ms: number): void;
  /** Sets the wall clock (NTP time endpoint, test control); device time and uptime are unaffected. */
  setTime(epochMs: number): void;
  /** Whole seconds since the last (simulated) boot. */
  uptimeSeconds(): number;
  /** Schedules the firmware's restart ~1 s after the current answer is sent. */
  reboot(reason: string): void;
  /** True while the simulated reboot keeps the HTTP server from answering. */
  readonly rebooting: boolean;
  /** True from a reboot request until the device has booted again. */
  readonly rebootPending: boolean;
  /** Called when the simulated restart begins (sockets closed, simulation stops). */
  onReboot(listener: () => void): () => void;
  /** Called after each simulated boot, once the config was re-read from disk. */
  onBoot(listener: () => void): () => void;
  /** Resolves at once when no reboot is pending, else after the next boot completed
   * (or when the emulator shuts down mid-reboot). */
  whenBooted(): Promise<void>;
  /** True when config.json did not exist when the emulator started. */
  readonly createdFresh: boolean;
  /** The emulated ESP32 chip id. */
  readonly chipId: number;
  /** Folder standing in for the device's file system root. */
  readonly dataDir: string;
  /** Per-core reasons for the last (re)start. */
  readonly resetReasons: ResetReasons;
  /** Pins of the profile selected at the last boot (docs/firmware/onbattery-2024.05.03/settings.md §6.2). */
  readonly activePins: PinCategories;
  /** Seeded random numbers in [0, 1) (`--seed`), shared by all simulations. */
  random(): number;
}
