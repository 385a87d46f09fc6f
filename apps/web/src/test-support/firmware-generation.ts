import { detectGeneration, type Generation, type SystemStatus } from '@dtu/contract';
import {
  LIVEDATA_KEYS,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
  SYSTEM_STATUS_ONBATTERY_NEWER,
  SYSTEM_STATUS_OPENDTU_V26,
} from '@dtu/contract/fixtures';
import { generationStore } from '../net/generation.ts';

/** The recorded answers that make each generation (`unknown`: a newer OnBattery release). */
const ANSWERS: Record<Generation, [SystemStatus, readonly string[]]> = {
  'onbattery-2024.05.03': [SYSTEM_STATUS, LIVEDATA_KEYS['onbattery-2024.05.03']],
  'onbattery-2026.03.31': [SYSTEM_STATUS_ONBATTERY_2026, LIVEDATA_KEYS['onbattery-2026.03.31']],
  'opendtu-v26.3.30': [SYSTEM_STATUS_OPENDTU_V26, LIVEDATA_KEYS['opendtu-v26.3.30']],
  unknown: [SYSTEM_STATUS_ONBATTERY_NEWER, LIVEDATA_KEYS['onbattery-2026.03.31']],
};

/**
 * Makes the app believe the device runs `generation` (as the probe would find it from the
 * recorded answers), or is still being probed (`probing`). The test setup starts every test on
 * 2024.05.03, the emulated generation.
 */
export function runFirmware(generation: Generation | 'probing'): void {
  if (generation === 'probing') {
    generationStore.set(undefined);
    return;
  }
  const [status, keys] = ANSWERS[generation];
  generationStore.set(detectGeneration(status, keys));
}
