import type { CurrentPinMapping, PinMappingProfile } from '@dtu/contract';
import { PIN_UNSET, PIN_UNSET_UNSIGNED } from '@dtu/contract';

/** One row of the pin overview: a property of a category, in the chosen profile and active now. */
export interface PinRow {
  category: string;
  name: string;
  selected: unknown;
  active: unknown;
  differs: boolean;
}

/** Keys of a profile or `curPin` that are not pin categories. */
const NOT_A_CATEGORY = new Set(['name', 'links']);

/** −1 (signed pins), 255 (display pins), null and missing all mean "no pin". */
export function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === PIN_UNSET || value === PIN_UNSET_UNSIGNED;
}

function categoriesOf(source: object | undefined): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [key, value] of Object.entries(source ?? {})) {
    if (!NOT_A_CATEGORY.has(key) && value && typeof value === 'object') {
      out.set(key, value as Record<string, unknown>);
    }
  }
  return out;
}

/**
 * The union of categories and properties of the chosen profile and the active pins, sorted, with
 * rows marked where they differ (unset values count as equal to each other).
 */
export function pinRows(
  profile: PinMappingProfile | undefined,
  current: CurrentPinMapping | undefined,
): PinRow[] {
  const selected = categoriesOf(profile);
  const active = categoriesOf(current);
  const categories = [...new Set([...selected.keys(), ...active.keys()])].sort();
  return categories.flatMap((category) => {
    const left = selected.get(category) ?? {};
    const right = active.get(category) ?? {};
    const names = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
    return names.map((name) => {
      const a = left[name];
      const b = right[name];
      const differs = isUnset(a) !== isUnset(b) || (!isUnset(a) && a !== b);
      return { category, name, selected: a, active: b, differs };
    });
  });
}

/** The name the firmware falls back to when no profile is stored. */
export const DEFAULT_PROFILE_NAME = 'Default';

/** The profile choice: `Default` (name only) first, then the file's profiles sorted by name. */
export function profileList(file: readonly PinMappingProfile[]): PinMappingProfile[] {
  const sorted = [...file].sort((a, b) => a.name.localeCompare(b.name));
  return [{ name: DEFAULT_PROFILE_NAME }, ...sorted];
}
