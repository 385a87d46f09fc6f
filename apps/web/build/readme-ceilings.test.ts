import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLASH_BUILDS } from './flash-builds.ts';

/** README's flash-build table: each row's `DTU_FIRMWARE` id and its ceiling in bytes. */
function readmeCeilings(readme: string): Record<string, number> {
  const rows = readme.matchAll(/^\|[^|\n]*\| `([a-z0-9.-]+)` +\| +([\d,]+) B +\|$/gm);
  return Object.fromEntries([...rows].map(([, id, bytes]) => [id, Number(bytes.replaceAll(',', ''))]));
}

describe("README's flash-build ceilings", () => {
  it('are the ceilings of build/flash-builds.ts, one row per flash build', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    const ceilings = Object.fromEntries(
      Object.entries(FLASH_BUILDS).map(([id, build]) => [id, build.ceilingBytes]),
    );
    expect(readmeCeilings(readme)).toEqual(ceilings);
  });

  it('reads a row as README writes it', () => {
    expect(readmeCeilings('| OpenDTU v26.3.30 | `opendtu-v26.3.30` |   216,428 B |\n| x | y |')).toEqual({
      'opendtu-v26.3.30': 216_428,
    });
  });
});
