/** The firmware generations the web app knows (docs/firmware/README.md). */
export const GENERATION_IDS = ['onbattery-2024.05.03', 'onbattery-2026.03.31', 'opendtu-v26.3.30'] as const;
export type GenerationId = (typeof GENERATION_IDS)[number];

/** A known generation, or `unknown`: a newer release or a build of unknown lineage (read-only). */
export type Generation = GenerationId | 'unknown';

/** Which project the firmware comes from, told by its answers (not by its version). */
export type Lineage = 'onbattery-2024' | 'onbattery-2026' | 'opendtu';

/** What identifies one known generation in `/api/system/status`. */
export interface GenerationFacts {
  lineage: Lineage;
  /** The release tag `git_hash` names (exactly, or as `<tag>-N-g<sha>` on a development build). */
  tag: string;
  /** `config_version` (`CONFIG_VERSION` of `include/Configuration.h`). */
  configVersion: string;
  /** `config_version_onbattery`; absent before 2025 and on plain OpenDTU. */
  configVersionOnBattery?: number;
  /** Unit of `/api/dtu/config` `pollinterval` (`include/defaults.h`, `lib/Hoymiles/src/Hoymiles.cpp`). */
  pollIntervalUnit: 's' | 'ms';
  /** `limit_type` of a persistent limit, absolute and relative (`ActivePowerControlCommand.h`). */
  persistentLimitTypes: { absolute: number; relative: number };
  /** The websockets it serves (`src/WebApi_ws_*.cpp`); others answer `index.html`. */
  sockets: readonly string[];
}

export const GENERATIONS: Readonly<Record<GenerationId, GenerationFacts>> = {
  'onbattery-2024.05.03': {
    lineage: 'onbattery-2024',
    tag: '2024.05.03',
    configVersion: '0.1.28',
    pollIntervalUnit: 's',
    persistentLimitTypes: { absolute: 256, relative: 257 },
    sockets: ['/livedata', '/console', '/vedirectlivedata', '/batterylivedata', '/huaweilivedata'],
  },
  'onbattery-2026.03.31': {
    lineage: 'onbattery-2026',
    tag: '2026.03.31',
    configVersion: '0.1.30',
    configVersionOnBattery: 8,
    pollIntervalUnit: 'ms',
    persistentLimitTypes: { absolute: 2, relative: 3 },
    sockets: ['/livedata', '/console', '/batterylivedata', '/solarchargerlivedata', '/gridchargerlivedata'],
  },
  'opendtu-v26.3.30': {
    lineage: 'opendtu',
    tag: 'v26.3.30',
    configVersion: '0.1.30',
    pollIntervalUnit: 's',
    persistentLimitTypes: { absolute: 2, relative: 3 },
    sockets: ['/livedata', '/console'],
  },
};

/** The sockets every generation serves: all an unknown one is asked for. */
export const COMMON_SOCKETS: readonly string[] = ['/livedata', '/console'];
