import { GRID_ITEMS, GRID_SECTION_LAYOUTS } from './grid-profile-tables.ts';
import type { GridProfileDefinition } from './grid-profiles.ts';

/**
 * The bytes an inverter sends for a profile (docs/firmware/onbattery-2024.05.03/live.md §5.8): type, version, then per section its
 * id, version and one big-endian int16 per item (value × the item's divisor).
 */
export function encodeGridProfile(profile: GridProfileDefinition): number[] {
  const [major, minor, patch] = profile.version;
  const bytes = [
    (profile.type >> 8) & 0xff,
    profile.type & 0xff,
    ((major & 0xf) << 4) | (minor & 0xf),
    patch & 0xff,
  ];
  for (const section of profile.sections) {
    const layout = GRID_SECTION_LAYOUTS.get((section.id << 8) | section.version);
    if (!layout || layout.length !== section.values.length) {
      throw new Error(`grid profile section ${section.id}/${section.version} does not match its layout`);
    }
    bytes.push(section.id, section.version);
    layout.forEach((itemId, index) => {
      const raw = Math.round(section.values[index]! * GRID_ITEMS.get(itemId)!.divisor) & 0xffff;
      bytes.push(raw >> 8, raw & 0xff);
    });
  }
  return bytes;
}
