import type { ConfigFile } from '@dtu/contract';

/**
 * What every route module gets: the persisted config, the log, the clock and the
 * simulated reboot. Route modules never touch the file system or timers directly.
 */
export interface Device {
  /** The current config in the firmware's `config.json` layout (read-only view). */
  readonly config: Readonly<ConfigFile>;
  /**
   * Applies `change` to a copy of the config and writes it atomically (save_count + 1).
   * Resolves false when the file could not be written (the firmware's 1006); the
   * in-memory config keeps the change either way, as on the device.
   */
  save(change: (draft: ConfigFile) => void): Promise<boolean>;
  /** Appends a line to the device log (the `/console` stream and stdout). */
  log(line: string): void;
  /** Milliseconds since the Unix epoch on the device clock (may be simulated). */
  now(): number;
  /** Whole seconds since the last (simulated) boot. */
  uptimeSeconds(): number;
  /** Schedules the firmware's restart ~1 s after the current answer is sent. */
  reboot(reason: string): void;
  /** True while the simulated reboot keeps the HTTP server from answering. */
  readonly rebooting: boolean;
}
