import { describe, expect, it } from 'vitest';
import { energyPicture } from './energy-picture.ts';
import { INPUT, INPUT_FIELDS, INV, INV_FIELDS, type SampleRecord, SITE, SITE_FIELDS } from './records.ts';

const N = Number.NaN;

/** One minute: solar inverter S, battery inverter B (DC draw `bDc`), meter, charge controllers, charger. */
function minute(
  t: number,
  { solar, bAc, bDc, meter, mppt = 0, charger = 0 }: Record<string, number | undefined>,
  c = 1,
): SampleRecord {
  const inv = (w: number | undefined) => {
    const series = new Float64Array(INV_FIELDS).fill(N);
    series[INV.power] = w ?? N;
    return series;
  };
  const site = new Float32Array(SITE_FIELDS).fill(N);
  site[SITE.meterW] = meter ?? N;
  site[SITE.chargeControllerW] = mppt;
  site[SITE.chargerW] = charger;
  const dc = new Float32Array(INPUT_FIELDS).fill(N);
  dc[INPUT.power] = bDc ?? N;
  return { t, o: 60, c, s: { 'i:S': inv(solar), 'i:B': inv(bAc), 'c:B:0': dc, site } };
}

describe('energyPicture', () => {
  it('splits an hour of sun and an hour of battery into solar, grid, battery and home', () => {
    const records = [
      // Noon: 1.2 kW solar, 600 W into the battery from the charge controller, 300 W exported.
      minute(0, { solar: 1_200, bAc: 0, bDc: 0, meter: -300, mppt: 600 }, 60),
      // Evening: the battery inverter gives 400 W (420 W DC), 100 W imported.
      minute(60, { solar: 0, bAc: 400, bDc: 420, meter: 100 }, 60),
    ];
    const picture = energyPicture(records, ['S', 'B'], 'B')!;
    expect(picture).toMatchObject({
      solar: 1_800,
      gridImport: 100,
      gridExport: 300,
      batteryCharge: 600,
      batteryDischarge: 420,
      home: 900 + 500,
      minutes: 120,
    });
    expect(picture.selfSufficiency).toBeCloseTo(1 - 100 / 1_400);
  });

  it('leaves minutes without the meter or an inverter unknown instead of filling them in', () => {
    const records = [
      minute(0, { solar: 1_000, bAc: 0, meter: 0 }),
      minute(1, { solar: 1_000, bAc: 0, meter: undefined }),
      minute(2, { solar: undefined, bAc: 0, meter: 0 }),
    ];
    expect(energyPicture(records, ['S', 'B'], 'B')).toMatchObject({ minutes: 1, solar: 1_000 / 60 });
    expect(energyPicture(records.slice(1), ['S', 'B'], 'B')).toBeUndefined();
  });

  it('subtracts what the AC charger draws from the home and counts it into the battery', () => {
    const [picture] = [
      energyPicture(
        [minute(0, { solar: 0, bAc: 0, bDc: 0, meter: 1_500, charger: 1_000 }, 60)],
        ['S', 'B'],
        'B',
      ),
    ];
    expect(picture).toMatchObject({ gridImport: 1_500, batteryCharge: 1_000, home: 500, selfSufficiency: 0 });
  });
});
