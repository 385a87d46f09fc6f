import { GENERATION_IDS } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { buildsToMake, buildTarget, ceilingReport, FLASH_BUILDS } from './flash-builds.ts';

describe('flash builds per firmware generation', () => {
  it('has one for every generation; only 2024.05.03 embeds zones.json', () => {
    expect(Object.keys(FLASH_BUILDS).sort()).toEqual([...GENERATION_IDS].sort());
    expect(FLASH_BUILDS['onbattery-2024.05.03'].files).toContain('zones.json.gz');
    expect(FLASH_BUILDS['onbattery-2026.03.31'].files).not.toContain('zones.json.gz');
    expect([...FLASH_BUILDS['opendtu-v26.3.30'].files].sort()).toEqual(
      ['favicon.ico', 'favicon.png', 'index.html.gz', 'js/app.js.gz', 'site.webmanifest'].sort(),
    );
  });

  it('builds 2024.05.03 into dist, the other flash builds and every generation beside it', () => {
    expect(buildTarget('onbattery-2024.05.03')).toEqual({
      firmware: 'onbattery-2024.05.03',
      outDir: 'dist',
      files: FLASH_BUILDS['onbattery-2024.05.03'].files,
    });
    expect(buildTarget('onbattery-2026.03.31')).toMatchObject({
      firmware: 'onbattery-2026.03.31',
      outDir: 'dist-onbattery-2026.03.31',
    });
    expect(buildTarget('opendtu-v26.3.30')).toEqual({
      firmware: 'opendtu-v26.3.30',
      outDir: 'dist-opendtu-v26.3.30',
      files: FLASH_BUILDS['opendtu-v26.3.30'].files,
    });
    // A bare `vite build` (and the dev server): every generation, in its own folder.
    expect(buildTarget(undefined)).toEqual({
      firmware: undefined,
      outDir: 'dist-all-generations',
      files: FLASH_BUILDS['onbattery-2024.05.03'].files,
    });
    expect(buildTarget('')).toEqual(buildTarget(undefined));
    expect(buildTarget('all-generations')).toEqual(buildTarget(undefined));
    expect(() => buildTarget('2026.03.31')).toThrow(/DTU_FIRMWARE must be one of .*all-generations/);
  });

  it('makes a flash build per generation and the one for every generation on npm run build, and only the one DTU_FIRMWARE names', () => {
    const all = buildsToMake(undefined).map((env) => buildTarget(env));
    // One flash build per row of the generation table, the default first, then every generation's.
    expect(all.map((target) => target.outDir)).toEqual([
      'dist',
      ...GENERATION_IDS.filter((id) => id !== 'onbattery-2024.05.03').map((id) => `dist-${id}`),
      'dist-all-generations',
    ]);
    expect(all.map((target) => target.outDir)).toContain('dist-opendtu-v26.3.30');
    expect(all[0].firmware).toBe('onbattery-2024.05.03');
    expect(buildsToMake('')).toEqual(buildsToMake(undefined));
    expect(buildsToMake('opendtu-v26.3.30')).toEqual(['opendtu-v26.3.30']);
    expect(buildsToMake('all-generations').map((env) => buildTarget(env).outDir)).toEqual([
      'dist-all-generations',
    ]);
  });

  it('fails above the ceiling of that firmware and names the ratio to it', () => {
    expect(ceilingReport('opendtu-v26.3.30', 216_429)).toMatchObject({
      over: true,
      line: expect.stringContaining(
        'for opendtu-v26.3.30 (dist-opendtu-v26.3.30): 216429 bytes (1.000× of the ceiling 216428, OVER THE CEILING',
      ),
    });
    expect(ceilingReport('onbattery-2026.03.31', 216_429)).toEqual({
      over: false,
      line: 'js/app.js.gz for onbattery-2026.03.31 (dist-onbattery-2026.03.31): 216429 bytes (0.839× of the ceiling 257897, within it)',
    });
    expect(ceilingReport('onbattery-2024.05.03', 160_000).line).toBe(
      'js/app.js.gz for onbattery-2024.05.03 (dist): 160000 bytes (0.763× of the ceiling 209720, within it)',
    );
    expect(ceilingReport('onbattery-2024.05.03', 209_721).over).toBe(true);
  });

  it('reports the size of the build for every generation, which has no flash ceiling', () => {
    expect(ceilingReport(undefined, 300_000)).toEqual({
      over: false,
      line: 'js/app.js.gz for every generation (dist-all-generations, no flash build): 300000 bytes',
    });
  });
});
