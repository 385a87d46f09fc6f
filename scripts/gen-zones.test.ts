import { describe, expect, it } from 'vitest';
import { parseZoneSpec } from './gen-zones.ts';

// The shape of MycilaNTP's `src/MycilaNTPSpecs.h`: one `"Name=Rule\n"` literal per line.
const HEADER = `#pragma once
static const char* MYCILA_NTP_SPEC = {
  "Africa/Abidjan=GMT0\\n"
  "America/Nuuk=<-02>2<-01>,M3.5.0/-1,M10.5.0/0\\n"
  "Etc/UCT=UTC0\\n"
  "Europe/Kiev=EET-2EEST,M3.5.0/3,M10.5.0/4\\n"};
`;

describe('parseZoneSpec', () => {
  it('copies every name and rule of the library, in its order', () => {
    const zones = parseZoneSpec(HEADER);
    expect(Object.entries(zones)).toEqual([
      ['Africa/Abidjan', 'GMT0'],
      ['America/Nuuk', '<-02>2<-01>,M3.5.0/-1,M10.5.0/0'],
      ['Etc/UCT', 'UTC0'],
      ['Europe/Kiev', 'EET-2EEST,M3.5.0/3,M10.5.0/4'],
    ]);
  });

  it('refuses a name listed twice', () => {
    expect(() => parseZoneSpec(`"Etc/UTC=UTC0\\n"\n"Etc/UTC=UTC0\\n"`)).toThrow(/twice/);
  });
});
