import { CONFIG_VERSION_2026, type ConfigFile } from '@dtu/contract';
import { truncateUtf8 } from '../../device/config-fields.ts';
import type { ConfigLayout } from '../../device/generation.ts';
import { mergeValue } from '../../device/merge-config.ts';
import { type Config2026, factoryConfig2026, migrateShared2026 } from './config-2026.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sections of the in-memory config one generation does not keep in its file. */
export const ONBATTERY_2024_SECTIONS = [
  'vedirect',
  'powermeter',
  'powerlimiter',
  'battery',
  'huawei',
] as const;

export interface Layout2026Options {
  /** Factory `dtu.poll_interval` in the generation's unit. */
  pollIntervalDefault: number;
  /** Top-level sections neither read from nor written to the file (they do not exist there). */
  absentSections: readonly string[];
  /** Bytes of the MQTT topic buffers (plain OpenDTU: 32; a longer stored topic is cut on `read()`). */
  mqttTopicMax?: number;
  /** `CONFIG_VERSION_ONBATTERY` written as `cfg.version_onbattery`; none on plain OpenDTU. */
  onBatteryVersion?: number;
  /**
   * The generation's own boot step after the shared `migrate()` (OnBattery: `migrateOnBattery()`),
   * given the raw file; true when it changed something (the file is then rewritten).
   */
  migrateOwn?: (config: Config2026, raw: Json) => boolean;
  /** The generation's own sections of the file, added to what the shared layout writes. */
  writeOwn?: (config: Readonly<ConfigFile>, file: Json) => void;
}

/** The stored version the firmware reads: a file without one counts as current (`read()` default). */
function storedVersion(raw: Json): number {
  const version = isObject(raw.cfg) ? raw.cfg.version : undefined;
  return typeof version === 'number' ? version : CONFIG_VERSION_2026;
}

/**
 * `config.json` of a 2026 generation: `read()` with the new key names over the factory values,
 * then `migrate()` when `cfg.version` is not 0.1.30 (which writes the file back, dropping every
 * key the firmware no longer knows), then the generation's own step (`src/main.cpp`).
 */
export function layout2026(options: Layout2026Options): ConfigLayout {
  const factory = (chipId: number) => factoryConfig2026(chipId, options.pollIntervalDefault);
  return {
    factory,
    read(parsed, chipId) {
      const original: Json = isObject(parsed) ? parsed : {};
      const raw: Json = { ...original };
      for (const section of options.absentSections) delete raw[section];
      const config = mergeValue(factory(chipId), raw, '') as Config2026;
      const topicMax = options.mqttTopicMax;
      if (topicMax !== undefined) {
        const { mqtt } = config;
        mqtt.topic = truncateUtf8(mqtt.topic, topicMax);
        mqtt.lwt.topic = truncateUtf8(mqtt.lwt.topic, topicMax);
        mqtt.hass.topic = truncateUtf8(mqtt.hass.topic, topicMax);
      }
      const version = storedVersion(raw);
      let rewrite = false;
      if (version !== CONFIG_VERSION_2026) {
        migrateShared2026(config, raw, version);
        config.cfg.version = CONFIG_VERSION_2026;
        rewrite = true;
      }
      if (options.migrateOwn?.(config, original)) rewrite = true;
      return { config, rewrite };
    },
    write(config) {
      const file = structuredClone(config) as ConfigFile & Json;
      const drop = (section: Json, ...keys: string[]) => {
        for (const key of keys) delete section[key];
      };
      drop(file.ntp as unknown as Json, 'timezone');
      drop(file.mqtt as unknown as Json, 'verbose_logging');
      drop(file.dtu as unknown as Json, 'verbose_logging');
      drop(file.device.display as unknown as Json, 'language');
      drop(file, ...options.absentSections);
      options.writeOwn?.(config, file);
      const { version, save_count } = file.cfg;
      file.cfg =
        options.onBatteryVersion === undefined
          ? { version, save_count }
          : ({ version, version_onbattery: options.onBatteryVersion, save_count } as ConfigFile['cfg']);
      return file;
    },
  };
}
