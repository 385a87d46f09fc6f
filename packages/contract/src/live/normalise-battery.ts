import type { BatteryIssueLevel } from '../onbattery/battery-live.ts';
import { isLiveObject, type LiveSections, normaliseLiveSections } from './live-entry.ts';

/** `/batterylivedata` (and its REST twin) of either generation; `{}` from the MQTT provider. */
export interface BatteryLiveView {
  manufacturer?: string;
  /** 2026 generations, when the provider knows them. */
  serial?: string;
  fwversion?: string;
  hwversion?: string;
  /** Seconds since the last datum (both generations count seconds here). */
  data_age?: number;
  /** Absent on providers without a live view (MQTT). */
  values?: LiveSections;
  issues?: Record<string, BatteryIssueLevel>;
}

const TEXTS = ['manufacturer', 'serial', 'fwversion', 'hwversion'] as const;

/** Text values become `{value, translate}` whichever form the firmware sent. */
export function normaliseBattery(raw: unknown): BatteryLiveView {
  const view: BatteryLiveView = {};
  if (!isLiveObject(raw)) return view;
  for (const key of TEXTS) if (typeof raw[key] === 'string') view[key] = raw[key];
  if (typeof raw.data_age === 'number') view.data_age = raw.data_age;
  if (isLiveObject(raw.values)) view.values = normaliseLiveSections(raw.values);
  if (isLiveObject(raw.issues)) view.issues = raw.issues as Record<string, BatteryIssueLevel>;
  return view;
}
