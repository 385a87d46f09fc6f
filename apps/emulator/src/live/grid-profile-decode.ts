import type { GridProfileSection, GridProfileStatus } from '@dtu/contract';
import {
  GRID_ITEMS,
  GRID_PROFILE_TYPES,
  GRID_SECTION_LAYOUTS,
  GRID_SECTION_NAMES,
} from './grid-profile-tables.ts';

const int16 = (high: number, low: number) => {
  const value = (high << 8) | low;
  return value >= 0x8000 ? value - 0x10000 : value;
};

/**
 * Decodes raw profile bytes with the firmware's rules: an unknown section id stops parsing; an
 * unknown (section, version) pair yields an empty section and stops (upstream would misalign).
 */
export function decodeGridProfile(raw: readonly number[]): GridProfileStatus {
  const name = raw.length >= 2 ? (GRID_PROFILE_TYPES.get((raw[0]! << 8) | raw[1]!) ?? 'Unknown') : 'Unknown';
  const versionByte = raw[2] ?? 0;
  const version = `${versionByte >> 4}.${versionByte & 0xf}.${raw[3] ?? 0}`;
  const sections: GridProfileSection[] = [];
  let pos = 4;
  while (pos + 1 < raw.length) {
    const sectionName = GRID_SECTION_NAMES.get(raw[pos]!);
    if (sectionName === undefined) break;
    const layout = GRID_SECTION_LAYOUTS.get((raw[pos]! << 8) | raw[pos + 1]!);
    pos += 2;
    const section: GridProfileSection = { name: sectionName, items: [] };
    sections.push(section);
    if (!layout) break;
    for (const itemId of layout) {
      if (pos + 1 >= raw.length) break;
      const definition = GRID_ITEMS.get(itemId)!;
      section.items.push({
        n: definition.name,
        u: definition.unit,
        v: int16(raw[pos]!, raw[pos + 1]!) / definition.divisor,
      });
      pos += 2;
    }
  }
  return { name, version, sections };
}
