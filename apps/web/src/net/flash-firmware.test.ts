import { buildCapabilities, type Detection, GENERATION_IDS, type Generation } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { BUILT, detectionFor } from './flash-firmware.ts';

const found = (generation: Generation): Detection => ({
  opendtu: true,
  generation,
  lineage: 'onbattery-2026',
  gitHash: '2026.03.31',
  configVersion: '0.1.30',
});

describe('a flash build for one generation', () => {
  it('acts on a generation it was not made for as on an unknown one, still naming the firmware', () => {
    expect(detectionFor('onbattery-2024.05.03', found('onbattery-2026.03.31'))).toEqual({
      ...found('onbattery-2026.03.31'),
      generation: 'unknown',
    });
    expect(detectionFor('opendtu-v26.3.30', found('onbattery-2024.05.03'))).toMatchObject({
      generation: 'unknown',
    });
  });

  it('keeps its own generation, an unknown one and a device that is no OpenDTU', () => {
    expect(detectionFor('onbattery-2026.03.31', found('onbattery-2026.03.31'))).toEqual(
      found('onbattery-2026.03.31'),
    );
    expect(detectionFor('onbattery-2026.03.31', found('unknown'))).toEqual(found('unknown'));
    expect(detectionFor('opendtu-v26.3.30', { opendtu: false })).toEqual({ opendtu: false });
  });

  it('is no flash build in the tests (nor in the build for every generation): every generation is served', () => {
    expect(detectionFor(undefined, found('opendtu-v26.3.30'))).toEqual(found('opendtu-v26.3.30'));
    expect(BUILT).toEqual(buildCapabilities(GENERATION_IDS));
    expect([BUILT['battery:2024'], BUILT['battery:2026'], BUILT.radioStats]).toEqual([true, true, true]);
  });
});
