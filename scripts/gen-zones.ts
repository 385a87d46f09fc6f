/**
 * Generates `apps/web/public/zones.json` (IANA zone name → POSIX TZ string) from this machine's
 * tz database. Run: `npx tsx scripts/gen-zones.ts [zoneinfo-dir]`.
 *
 * Which names: every zone of `zone.tab` (one per country region, which leaves out the legacy
 * aliases such as `America/Buenos_Aires`) plus the canonical `Etc/*` zones of `tzdata.zi` (its
 * `Z` lines; the `L` link lines such as `Etc/Zulu` are aliases). The TZ string is the footer of
 * the TZif file: the text between the last two newlines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const AREAS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Etc',
  'Europe',
  'Indian',
  'Pacific',
]);

function regionalZones(zoneinfo: string): string[] {
  return readFileSync(join(zoneinfo, 'zone.tab'), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t')[2]!);
}

function etcZones(zoneinfo: string): string[] {
  return readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('Z Etc/'))
    .map((line) => line.split(' ')[1]!);
}

/** The POSIX TZ footer of a TZif (version 2+) file. */
function tzifFooter(data: Buffer): string {
  if (data.subarray(0, 4).toString('latin1') !== 'TZif') throw new Error('not a TZif file');
  const end = data.length - 1;
  if (data[end] !== 0x0a) throw new Error('TZif file has no footer');
  const start = data.lastIndexOf(0x0a, end - 1);
  return data.subarray(start + 1, end).toString('latin1');
}

function main(): void {
  const zoneinfo = process.argv[2] ?? '/usr/share/zoneinfo';
  const names = [...new Set([...regionalZones(zoneinfo), ...etcZones(zoneinfo)])]
    .filter((name) => AREAS.has(name.split('/')[0]!))
    .sort();
  const zones: Record<string, string> = {};
  for (const name of names) {
    const tz = tzifFooter(readFileSync(join(zoneinfo, name)));
    if (tz === '') throw new Error(`${name} has an empty POSIX footer`);
    zones[name] = tz;
  }
  const target = new URL('../apps/web/public/zones.json', import.meta.url);
  writeFileSync(target, JSON.stringify(zones));
  console.log(`wrote ${names.length} zones to ${target.pathname}`);
}

main();
