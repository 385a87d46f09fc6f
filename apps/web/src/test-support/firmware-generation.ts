import { detectGeneration, type Generation } from '@dtu/contract';
import { GENERATION_ANSWERS } from '@dtu/contract/fixtures';
import { generationStore } from '../net/generation.ts';

/**
 * Makes the app believe the device runs `generation` (as the probe would find it from the
 * recorded answers; `unknown`: a newer OnBattery release), or is still being probed (`probing`).
 * The test setup starts every test on 2024.05.03, the emulated generation.
 */
export function runFirmware(generation: Generation | 'probing'): void {
  if (generation === 'probing') {
    generationStore.set(undefined);
    return;
  }
  const { status, livedataKeys } = GENERATION_ANSWERS[generation];
  generationStore.set(detectGeneration(status, livedataKeys));
}
