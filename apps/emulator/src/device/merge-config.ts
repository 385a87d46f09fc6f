import { CONFIG_VERSION, type ConfigFile, factoryConfigFile } from '@dtu/contract';
import { coerceNumber, coerceString } from './config-fields.ts';

/** The firmware's built-in DTU serial (hex 99978563412), replaced by the chip-derived one at boot. */
export const PLACEHOLDER_DTU_SERIAL = 0x99978563412;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Copies `source` over `defaults` key by key the way the firmware reads its file: every key of
 * the layout is looked up, a value of the same JSON type wins, anything else (missing, wrong
 * type) keeps the default. Arrays are read element-wise up to the layout's length. Numbers and
 * strings are stored as the firmware stores them (`config-fields.ts`): integers truncated,
 * strings cut to their buffers.
 */
export function mergeValue(defaults: unknown, source: unknown, path: string): unknown {
  if (Array.isArray(defaults)) {
    if (!Array.isArray(source)) return defaults;
    return defaults.map((item, i) => mergeValue(item, source[i], `${path}[]`));
  }
  if (isObject(defaults)) {
    if (!isObject(source)) return defaults;
    const out: Json = {};
    for (const [key, value] of Object.entries(defaults))
      out[key] = mergeValue(value, source[key], path === '' ? key : `${path}.${key}`);
    return out;
  }
  if (typeof defaults === 'number')
    return typeof source === 'number' && Number.isFinite(source)
      ? coerceNumber(path, source, defaults)
      : defaults;
  if (typeof defaults === 'string') return typeof source === 'string' ? coerceString(path, source) : defaults;
  return typeof source === typeof defaults ? source : defaults;
}

/** A legacy or misspelt key, read like any other number of that field. */
function readNumber(path: string, value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? coerceNumber(path, value, fallback) : fallback;
}

function at(root: unknown, ...keys: string[]): unknown {
  let node = root;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  return node;
}

/**
 * Reads a parsed `config.json` into the full layout, applying the firmware's quirks and
 * version migrations (docs/firmware/onbattery-2024.05.03/settings.md §4). `rewrite` is true when the firmware would save the
 * result right away (migration done or DTU serial still the placeholder).
 */
export function mergeConfigFile(parsed: unknown, chipId?: number): { config: ConfigFile; rewrite: boolean } {
  const defaults = factoryConfigFile(chipId);
  const config = mergeValue(defaults, parsed, '') as ConfigFile;
  let rewrite = false;

  // The limiter writes `solar_passtrough_losses` but reads `solar_passthrough_losses`.
  const losses = at(parsed, 'powerlimiter', 'solar_passthrough_losses');
  config.powerlimiter.solar_passtrough_losses = readNumber('powerlimiter.solar_passtrough_losses', losses, 3);
  if (at(parsed, 'powerlimiter', 'battery_drain_strategy') === 1) {
    config.powerlimiter.battery_always_use_at_night = true;
  }

  const version = config.cfg.version;
  if (version < 0x11800) {
    const interval = at(parsed, 'mqtt', 'publish_invterval');
    config.mqtt.publish_interval = readNumber(
      'mqtt.publish_interval',
      interval,
      config.mqtt.publish_interval,
    );
  }
  if (version < 0x11900) {
    const level = at(parsed, 'dtu', 'pa_level');
    config.dtu.nrf_pa_level = readNumber('dtu.nrf_pa_level', level, config.dtu.nrf_pa_level);
  }
  // Older files stored the CMT frequency in kHz.
  if (version < 0x11b00 && typeof at(parsed, 'dtu', 'cmt_frequency') === 'number')
    config.dtu.cmt_frequency = (config.dtu.cmt_frequency * 1000) % 2 ** 32; // uint32 arithmetic
  if (version < 0x11c00 && config.ntp.server === 'pool.ntp.org') config.ntp.server = 'opendtu.pool.ntp.org';
  if (version !== CONFIG_VERSION) {
    config.cfg.version = CONFIG_VERSION;
    rewrite = true;
  }

  if (config.dtu.serial === PLACEHOLDER_DTU_SERIAL || at(parsed, 'dtu', 'serial') === undefined) {
    config.dtu.serial = defaults.dtu.serial;
    rewrite = true;
  }
  return { config, rewrite };
}
