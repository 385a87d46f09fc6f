import type { DplStatus } from '../onbattery/vedirect-live.ts';
import { isLiveObject, type LiveSections, normaliseLiveSections } from './live-entry.ts';

/** One solar charger (a VE.Direct controller, or the MQTT provider's single `MQTT` instance). */
export interface SolarChargerInstance {
  /** ms since its last data. */
  data_age_ms: number;
  /** True when the key is no serial number (the MQTT provider): the view shows none. */
  hide_serial: boolean;
  /** Product name; the MQTT provider sends `MQTT`. */
  product_id: string;
  /** Absent on the MQTT provider. */
  firmware_version?: string;
  /** Sections `device`, `output`, `input`; every value optional (2026 leaves out unknown ones). */
  values: LiveSections;
}

/** One `/vedirectlivedata` or `/solarchargerlivedata` message (or its REST twin), normalised. */
export interface SolarChargerUpdate {
  /** A full update lists every charger; a partial one only those with news. */
  full_update: boolean;
  /** Absent when the message named no charger list at all. */
  instances?: Record<string, SolarChargerInstance>;
  dpl?: DplStatus;
}

function normaliseInstance(raw: Record<string, unknown>): SolarChargerInstance {
  const instance: SolarChargerInstance = {
    data_age_ms: Number(raw.data_age_ms) || 0,
    hide_serial: raw.hide_serial === true,
    product_id: String(raw.product_id ?? ''),
    values: normaliseLiveSections(raw.values),
  };
  if (typeof raw.firmware_version === 'string') instance.firmware_version = raw.firmware_version;
  return instance;
}

/** Reads either stream's message: `{vedirect:{…}}` (2024.05.03) or `{solarcharger:{…}}` (2026). */
export function normaliseSolarCharger(raw: unknown): SolarChargerUpdate {
  if (!isLiveObject(raw)) return { full_update: false };
  const block = isLiveObject(raw.solarcharger) ? raw.solarcharger : raw.vedirect;
  const update: SolarChargerUpdate = { full_update: isLiveObject(block) && block.full_update === true };
  if (isLiveObject(block) && isLiveObject(block.instances)) {
    const instances: Record<string, SolarChargerInstance> = {};
    for (const [serial, instance] of Object.entries(block.instances)) {
      if (isLiveObject(instance)) instances[serial] = normaliseInstance(instance);
    }
    update.instances = instances;
  }
  if (isLiveObject(raw.dpl)) update.dpl = raw.dpl as unknown as DplStatus;
  return update;
}
