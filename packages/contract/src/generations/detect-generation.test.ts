import { describe, expect, it } from 'vitest';
import {
  INDEX_HTML,
  LIVEDATA_KEYS,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
  SYSTEM_STATUS_ONBATTERY_2026_DEV,
  SYSTEM_STATUS_ONBATTERY_NEWER,
  SYSTEM_STATUS_OPENDTU_V26,
  SYSTEM_STATUS_UNTAGGED,
} from '../fixtures/index.ts';
import { detectGeneration } from './detect-generation.ts';

const generationOf = (status: unknown, keys: readonly string[]) => {
  const found = detectGeneration(status, keys);
  return found.opendtu ? found.generation : 'no-opendtu';
};

describe('detectGeneration', () => {
  it('tells the three known releases apart by their answers and tags', () => {
    expect(generationOf(SYSTEM_STATUS, LIVEDATA_KEYS['onbattery-2024.05.03'])).toBe('onbattery-2024.05.03');
    expect(generationOf(SYSTEM_STATUS_ONBATTERY_2026, LIVEDATA_KEYS['onbattery-2026.03.31'])).toBe(
      'onbattery-2026.03.31',
    );
    expect(generationOf(SYSTEM_STATUS_OPENDTU_V26, LIVEDATA_KEYS['opendtu-v26.3.30'])).toBe(
      'opendtu-v26.3.30',
    );
  });

  it('takes a development build of a known tag as that generation', () => {
    expect(generationOf(SYSTEM_STATUS_ONBATTERY_2026_DEV, LIVEDATA_KEYS['onbattery-2026.03.31'])).toBe(
      'onbattery-2026.03.31',
    );
    const found = detectGeneration(SYSTEM_STATUS_ONBATTERY_2026_DEV, LIVEDATA_KEYS['onbattery-2026.03.31']);
    expect(found).toMatchObject({ gitHash: '2026.03.31-14-g1a2b3c4', lineage: 'onbattery-2026' });
  });

  it('calls a newer release, an untagged build and a mismatch of tag and answers unknown', () => {
    expect(generationOf(SYSTEM_STATUS_ONBATTERY_NEWER, LIVEDATA_KEYS['onbattery-2026.03.31'])).toBe(
      'unknown',
    );
    expect(generationOf(SYSTEM_STATUS_UNTAGGED, LIVEDATA_KEYS['onbattery-2024.05.03'])).toBe('unknown');
    // A 2024 tag on a device that answers with the 2026 blocks (or the other way round).
    expect(generationOf(SYSTEM_STATUS, LIVEDATA_KEYS['onbattery-2026.03.31'])).toBe('unknown');
    expect(generationOf(SYSTEM_STATUS_ONBATTERY_2026, LIVEDATA_KEYS['onbattery-2024.05.03'])).toBe('unknown');
    // An OnBattery build described by the upstream tag it merged.
    const merged = { ...SYSTEM_STATUS_ONBATTERY_2026, git_hash: 'v26.3.30-120-gabcdef0' };
    expect(generationOf(merged, LIVEDATA_KEYS['onbattery-2026.03.31'])).toBe('unknown');
    // A later OnBattery 2024-style release (2025.01.09 already reads the poll interval in ms).
    const later = { ...SYSTEM_STATUS, git_hash: '2025.01.09' };
    expect(generationOf(later, LIVEDATA_KEYS['onbattery-2024.05.03'])).toBe('unknown');
  });

  it('never takes an OnBattery device for plain OpenDTU, even without its livedata keys', () => {
    expect(detectGeneration(SYSTEM_STATUS_ONBATTERY_2026, [])).toMatchObject({
      lineage: undefined,
      generation: 'unknown',
    });
    expect(detectGeneration(SYSTEM_STATUS_OPENDTU_V26, [])).toMatchObject({ lineage: 'opendtu' });
    expect(detectGeneration(SYSTEM_STATUS, [])).toMatchObject({ lineage: undefined, generation: 'unknown' });
  });

  it('finds no OpenDTU where the probe got HTML or no object', () => {
    expect(detectGeneration(INDEX_HTML, [])).toEqual({ opendtu: false });
    expect(detectGeneration(undefined, [])).toEqual({ opendtu: false });
    expect(detectGeneration([SYSTEM_STATUS], [])).toEqual({ opendtu: false });
    expect(detectGeneration({ hostname: 'x' }, [])).toEqual({ opendtu: false });
  });
});
