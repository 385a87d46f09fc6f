import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PIN_MAPPING_PROFILE_NAME_MAX, type PinCategories } from '@dtu/contract';

export const PIN_MAPPING_FILE_NAME = 'pin_mapping.json';

/**
 * The emulated build's own pins: a generic ESP32 board with an NRF24 module wired, no CMT,
 * no display (docs/firmware/onbattery-2024.05.03/settings.md §2.11 example). Used when no profile matches the stored name.
 */
export function builtInPins(): PinCategories {
  return {
    nrf24: { clk: 18, cs: 5, en: 4, irq: 16, miso: 19, mosi: 23 },
    cmt: { clk: -1, cs: -1, fcs: -1, sdio: -1, gpio2: -1, gpio3: -1 },
    eth: { enabled: false, phy_addr: 0, power: -1, mdc: 23, mdio: 18, type: 0, clk_mode: 0 },
    display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 },
    led: { led0: -1, led1: -1 },
    victron: { rx: -1, tx: -1, rx2: -1, tx2: -1 },
    battery: { rx: -1, rxen: -1, tx: -1, txen: -1 },
    huawei: { miso: -1, mosi: -1, clk: -1, irq: -1, cs: -1, power: -1 },
  };
}

function keptName(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  return bytes.length <= PIN_MAPPING_PROFILE_NAME_MAX
    ? name
    : bytes.subarray(0, PIN_MAPPING_PROFILE_NAME_MAX).toString('utf8');
}

/** Overlays the profile's values on the built-in pins, keeping each key's JSON type. */
function applyProfile(profile: Record<string, unknown>): PinCategories {
  const pins = builtInPins();
  for (const [category, current] of Object.entries(pins) as [string, Record<string, number | boolean>][]) {
    const given = profile[category];
    if (typeof given !== 'object' || given === null) continue;
    for (const key of Object.keys(current)) {
      const value = (given as Record<string, unknown>)[key];
      if (typeof value === typeof current[key]) current[key] = value as number | boolean;
    }
  }
  return pins;
}

/**
 * The pins active after boot: the profile of `pin_mapping.json` whose name equals the stored
 * profile name, else the built-in pins (missing or unparsable file, no such profile).
 */
export async function loadActivePins(dataDir: string, storedName: string): Promise<PinCategories> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dataDir, PIN_MAPPING_FILE_NAME), 'utf8'));
  } catch {
    return builtInPins();
  }
  if (!Array.isArray(parsed)) return builtInPins();
  const profile = parsed.find(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.name === 'string' &&
      keptName(entry.name) === storedName,
  );
  return profile ? applyProfile(profile) : builtInPins();
}
