import { FIRMWARE_IDS, type FirmwareId } from '@dtu/contract';
import { ONBATTERY_2024_05_03 } from './onbattery-2024-05-03.ts';
import { ONBATTERY_2026_03_31 } from './onbattery-2026-03-31.ts';
import { OPENDTU_V26_3_30 } from './opendtu-v26-3-30.ts';
import type { Personality } from './personality.ts';

export type { Personality, RouteContext } from './personality.ts';

const PERSONALITIES: Readonly<Record<FirmwareId, Personality>> = {
  'onbattery-2024.05.03': ONBATTERY_2024_05_03,
  'onbattery-2026.03.31': ONBATTERY_2026_03_31,
  'opendtu-v26.3.30': OPENDTU_V26_3_30,
};

/** The personality of a firmware id (`--firmware`). */
export function personalityFor(id: FirmwareId): Personality {
  return PERSONALITIES[id];
}

export { FIRMWARE_IDS };
