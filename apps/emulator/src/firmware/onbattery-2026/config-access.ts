import type { ConfigFile } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import { projectOntoCore, sectionsFromCore } from './core-projection.ts';
import type { OnBattery2026Sections } from './sections.ts';

/**
 * Where the device's in-memory config keeps the 2026 OnBattery sections: one extra top-level key
 * beside the core (2024) sections the simulation reads. The 2026 personality's file layout writes
 * them out under their own names (`solarcharger`, `powermeter`, …) and puts them back here when it
 * reads the file (`migrateOnBattery2026` / `readSections`).
 */
export const ONBATTERY_2026_KEY = 'onbattery_2026';

export type ConfigWith2026 = ConfigFile & { [ONBATTERY_2026_KEY]?: OnBattery2026Sections };

/** The 2026 sections of a config (derived from the core sections while it holds none). */
export function sectionsOf(config: Readonly<ConfigFile>): OnBattery2026Sections {
  return (config as Readonly<ConfigWith2026>)[ONBATTERY_2026_KEY] ?? sectionsFromCore(config);
}

export interface OnBattery2026Config {
  read(): OnBattery2026Sections;
  /** Changes the sections and the core's view of them in one config write (1001 / 1006). */
  save(change: (draft: OnBattery2026Sections) => void): Promise<boolean>;
}

/** The adapter every 2026 OnBattery route reads and writes through. */
export function onBattery2026Config(device: Device): OnBattery2026Config {
  return {
    read: () => sectionsOf(device.config),
    save: (change) =>
      device.save((draft) => {
        const sections = structuredClone(sectionsOf(draft));
        change(sections);
        (draft as ConfigWith2026)[ONBATTERY_2026_KEY] = sections;
        projectOntoCore(sections, draft);
      }),
  };
}
