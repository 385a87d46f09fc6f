import type { LiveDcChannel } from '@dtu/contract';

/**
 * DC strings to show, in channel order. When at least one string reports irradiation above 0,
 * strings without an irradiation field (no configured max power) are hidden — they are usually
 * unused inputs. A configured string stays, even at 0 % (shaded, or a failed module).
 */
export function visibleStrings(dc: Readonly<Record<string, LiveDcChannel>>): [string, LiveDcChannel][] {
  const strings = Object.entries(dc).sort(([a], [b]) => Number(a) - Number(b));
  const irradiationSum = strings.reduce((sum, [, channel]) => sum + (channel.Irradiation?.v ?? 0), 0);
  if (irradiationSum <= 0) return strings;
  return strings.filter(([, channel]) => channel.Irradiation !== undefined);
}
