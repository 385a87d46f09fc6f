/** A number in a live view section: value, unit, decimals (always a number once normalised). */
export interface LiveNumber {
  v: number;
  u: string;
  d: number;
}

/**
 * A text in a live view section. 2024.05.03 sends bare strings (the UI translates `yes`/`no`);
 * 2026.03.31 sends `{value, translate}`, `translate` false for texts such as a board type.
 */
export interface LiveText {
  value: string;
  translate: boolean;
}

export type LiveEntry = LiveNumber | LiveText;

/** Values of a live view keyed by section (`device`, `output`, `status`, …), then by name. */
export type LiveSections = Record<string, Record<string, LiveEntry>>;

/** True for an object (not an array, not null): the guard every normaliser starts from. */
export function isLiveObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** `d` as sent: a number, a numeric string (`"1"`), or absent (`HSDS`); clamped to 0…20. */
function decimals(raw: unknown): number {
  const digits = Math.trunc(Number(raw ?? 0));
  return Number.isFinite(digits) ? Math.max(0, Math.min(20, digits)) : 0;
}

/** One live value of either generation, or `undefined` when it is neither a number nor a text. */
export function normaliseLiveEntry(raw: unknown): LiveEntry | undefined {
  if (typeof raw === 'string') return { value: raw, translate: true };
  if (!isLiveObject(raw)) return undefined;
  if (typeof raw.v === 'number') return { v: raw.v, u: String(raw.u ?? ''), d: decimals(raw.d) };
  if (typeof raw.value === 'string') return { value: raw.value, translate: raw.translate !== false };
  return undefined;
}

/** A `values` object (sections of entries); anything that is not an entry is left out. */
export function normaliseLiveSections(raw: unknown): LiveSections {
  const sections: LiveSections = {};
  if (!isLiveObject(raw)) return sections;
  for (const [section, entries] of Object.entries(raw)) {
    if (!isLiveObject(entries)) continue;
    const out: Record<string, LiveEntry> = {};
    for (const [name, entry] of Object.entries(entries)) {
      const value = normaliseLiveEntry(entry);
      if (value) out[name] = value;
    }
    sections[section] = out;
  }
  return sections;
}

/** The number of an entry, or `undefined` for a text or a missing entry. */
export function liveNumber(entry: LiveEntry | undefined): number | undefined {
  return entry && 'v' in entry ? entry.v : undefined;
}
