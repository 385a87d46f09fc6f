import { isLiveObject, type LiveSections, normaliseLiveSections } from './live-entry.ts';

/** The grid (AC) charger's live view of either generation. */
export interface GridChargerLiveView {
  /** ms since the last data (2024.05.03 counts seconds; normalised to ms). */
  data_age_ms: number;
  /** 0 Huawei, 1 Trucki; 2024.05.03 knows Huawei only. */
  provider: number;
  /** Absent on 2024.05.03, which does not tell. */
  reachable?: boolean;
  producing?: boolean;
  /** Board identity texts the charger reported (`serial`, `vendorName`, `productName`). */
  identity: Record<string, string>;
  /** Sections `device`, `input`, `output`, `acknowledgements`, `settings`; each value optional. */
  values: LiveSections;
}

/** 2024.05.03 sends no decimals; these keep the table calm but precise enough. */
const DIGITS_BY_UNIT: Readonly<Record<string, number>> = { V: 2, A: 2, W: 1, '°C': 1, '%': 1 };

/** 2024's flat keys → their 2026 section and name, in the 2026 order. */
const FLAT_2024: ReadonlyArray<readonly [string, string, string]> = [
  ['input_voltage', 'input', 'voltage'],
  ['input_current', 'input', 'current'],
  ['input_power', 'input', 'power'],
  ['input_temp', 'input', 'temp'],
  ['efficiency', 'input', 'efficiency'],
  ['output_voltage', 'output', 'voltage'],
  ['output_current', 'output', 'current'],
  ['output_power', 'output', 'power'],
  ['output_temp', 'output', 'temp'],
  ['max_output_current', 'output', 'maxCurrent'],
];

const IDENTITY = ['serial', 'vendorName', 'productName'] as const;

function fromFlat(raw: Record<string, unknown>): LiveSections {
  const values: LiveSections = { input: {}, output: {} };
  for (const [key, section, name] of FLAT_2024) {
    const entry = raw[key];
    if (!isLiveObject(entry) || typeof entry.v !== 'number') continue;
    const u = String(entry.u ?? '');
    values[section][name] = { v: entry.v, u, d: DIGITS_BY_UNIT[u] ?? 2 };
  }
  return values;
}

/** Reads `/huaweilivedata` (flat, seconds) or `/gridchargerlivedata` (sections, ms). */
export function normaliseGridCharger(raw: unknown): GridChargerLiveView {
  const view: GridChargerLiveView = { data_age_ms: 0, provider: 0, identity: {}, values: {} };
  if (!isLiveObject(raw)) return view;
  if (!('dataAge' in raw)) {
    view.data_age_ms = (Number(raw.data_age) || 0) * 1000;
    view.values = fromFlat(raw);
    return view;
  }
  view.data_age_ms = Number(raw.dataAge) || 0;
  view.provider = Number(raw.provider) || 0;
  if (typeof raw.reachable === 'boolean') view.reachable = raw.reachable;
  if (typeof raw.producing === 'boolean') view.producing = raw.producing;
  for (const key of IDENTITY) if (typeof raw[key] === 'string') view.identity[key] = raw[key];
  view.values = normaliseLiveSections(raw.values);
  return view;
}
