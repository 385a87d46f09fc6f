/**
 * Generates `apps/web/public/zones.json` (zone name → POSIX TZ string) from the time-zone list of
 * the firmware's NTP library, MycilaNTP 6.0.5 (`src/MycilaNTPSpecs.h`, the `MYCILA_NTP_SPEC`
 * string): `GET /api/ntp/zones` of the 2026 generations serves that list, and the 2024.05.03 web
 * app ships the same file, so a zone picked on one is found on the other.
 *
 * Run: `npx tsx scripts/gen-zones.ts <MycilaNTPSpecs.h>` (from a checkout of
 * `mathieucarbou/MycilaNTP` at tag `v6.0.5`). Names and rules are copied as the library has them,
 * in its order; nothing is added or renamed.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** One `"Name=Rule\n"` line of the C string literal. */
const SPEC_LINE = /^\s*"([^"=]+)=([^"]*)\\n"/;

/** The zones of the library's spec string, in its order. */
export function parseZoneSpec(header: string): Record<string, string> {
  const zones: Record<string, string> = {};
  for (const line of header.split('\n')) {
    const match = SPEC_LINE.exec(line);
    if (!match) continue;
    const [, name, rule] = match as unknown as [string, string, string];
    if (name in zones) throw new Error(`${name} is listed twice`);
    zones[name] = rule;
  }
  return zones;
}

function main(): void {
  const header = process.argv[2];
  if (!header) throw new Error('usage: gen-zones.ts <path to MycilaNTPSpecs.h>');
  const zones = parseZoneSpec(readFileSync(header, 'utf8'));
  const target = new URL('../apps/web/public/zones.json', import.meta.url);
  writeFileSync(target, JSON.stringify(zones));
  console.log(`wrote ${Object.keys(zones).length} zones to ${target.pathname}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
