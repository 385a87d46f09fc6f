import type { LiveInverterSummary, NormalInverter } from '@dtu/contract';
import { liveInverter } from '@dtu/contract/fixtures';

/** The 2024.05.03 fixture inverter as the live store holds it (`data_age_ms` from `data_age`). */
export function normalInverter(serial: string, extra: Partial<LiveInverterSummary> = {}): NormalInverter {
  const inverter = liveInverter(serial, extra);
  return { ...inverter, data_age_ms: inverter.data_age * 1000 };
}
