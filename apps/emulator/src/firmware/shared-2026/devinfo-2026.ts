import type { DevInfo2026Extras, DevInfoStatus } from '@dtu/contract';
import type { DtuInverter } from '../../live/dtu-inverter.ts';
import { buildDevInfo } from '../../live/inverter-info.ts';

/** The one family whose inverters can distribute a limit over their inputs (`HMS_4CH`). */
const PDL_FAMILY = 'HMS-1600/1800/2000-4T';
/** Inverter firmware 1.01.12, from which that family has the feature (`fw_build_version` encoding). */
const PDL_MIN_BUILD = 10112;

/**
 * `supportsPowerDistributionLogic()` of the Hoymiles library in both 2026 tags: false for every
 * class but `HMS_4CH`, which compares the device info's build version (0 until it arrived).
 */
export function supportsPowerDistributionLogic(familyType: string, fwBuildVersion: number): boolean {
  return familyType === PDL_FAMILY && fwBuildVersion >= PDL_MIN_BUILD;
}

/** `/api/devinfo/status` of both 2026 generations: the 2024 keys, then `pdl_supported`. */
export function buildDevInfo2026(inv: DtuInverter): DevInfoStatus & DevInfo2026Extras {
  const base = buildDevInfo(inv);
  return {
    ...base,
    pdl_supported: supportsPowerDistributionLogic(inv.field.model.family.type, base.fw_build_version),
  };
}
