import { type ConfigFile, DEFAULT_FIRMWARE_ID, type FirmwareId, factoryConfigFile } from '@dtu/contract';
import { type BuildInfo, EMULATED_BUILD } from './build-info.ts';
import { mergeConfigFile } from './merge-config.ts';

/**
 * How one firmware generation keeps `config.json`: its factory content, how it reads (and
 * migrates) a file it finds at boot, and what it writes. The device holds the config in memory
 * in one shape for every generation (the 2024.05.03 layout plus the keys later generations
 * added); `write` turns it into the generation's own file.
 */
export interface ConfigLayout {
  factory(chipId: number): ConfigFile;
  /** The parsed file read as the firmware reads it; `rewrite` = the firmware saves it right away. */
  read(parsed: unknown, chipId: number): { config: ConfigFile; rewrite: boolean };
  /** The file content of an in-memory config. */
  write(config: Readonly<ConfigFile>): unknown;
}

/**
 * What the device and the simulation need to know of the firmware they emulate: data only,
 * chosen once at start-up (`firmware/` builds it). Route modules read it through `device.generation`.
 */
export interface DeviceGeneration {
  readonly id: FirmwareId;
  readonly build: BuildInfo;
  /** Milliseconds per unit of the stored DTU poll interval: 1000 (seconds) or 1 (milliseconds). */
  readonly pollIntervalUnitMs: number;
  /** `CONFIG_VERSION_ONBATTERY`, absent on plain OpenDTU and before it existed. */
  readonly onBatteryConfigVersion?: number;
  readonly layout: ConfigLayout;
}

/** OnBattery 2024.05.03 keeps its file exactly in the in-memory layout (docs/firmware/onbattery-2024.05.03/settings.md §3, §4). */
export const LAYOUT_2024: ConfigLayout = {
  factory: (chipId) => factoryConfigFile(chipId),
  read: (parsed, chipId) => mergeConfigFile(parsed, chipId),
  write: (config) => config,
};

/** The generation the emulator speaks unless told otherwise. */
export const DEFAULT_GENERATION: DeviceGeneration = {
  id: DEFAULT_FIRMWARE_ID,
  build: EMULATED_BUILD,
  pollIntervalUnitMs: 1000,
  layout: LAYOUT_2024,
};
