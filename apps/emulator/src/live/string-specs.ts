import type { ConfigFileChannel } from '@dtu/contract';
import type { StringSpec } from './field-physics.ts';
import { unitHash } from './noise.ts';
import type { SimModel } from './sim-models.ts';

/** Compass words in string names (English, German, French) → module azimuth from north. */
const DIRECTIONS: readonly [RegExp, number][] = [
  [/south[- ]?east|südost|sud[- ]?est/i, 135],
  [/south[- ]?west|südwest|sud[- ]?ouest/i, 225],
  [/south|süd|sud/i, 180],
  // West before east: "West" and "ouest" contain "est".
  [/west|ouest/i, 270],
  [/east|ost|est/i, 90],
  [/north|nord/i, 0],
];

/**
 * How each string is installed: the configured max power is taken as the module size (else the
 * family's typical module), the orientation from compass words in the string name, otherwise a
 * seeded roof between south-east and south-west; "balcony"/"Balkon" strings hang almost upright.
 */
export function stringSpecs(
  model: SimModel,
  channels: readonly ConfigFileChannel[],
  seed: number,
): StringSpec[] {
  return Array.from({ length: model.family.channels }, (_, i) => {
    const channel = channels[i];
    const name = channel?.name ?? '';
    const named = DIRECTIONS.find(([pattern]) => pattern.test(name));
    const azimuthDeg = named ? named[1] : 135 + 90 * unitHash(seed, 0xa2, i);
    const upright = /balcon|balkon/i.test(name);
    const tiltDeg = upright ? 75 : 20 + 20 * unitHash(seed, 0x71, i);
    const panelW = channel && channel.max_power > 0 ? channel.max_power : model.defaultPanelW;
    return { panelW, tiltDeg, azimuthDeg };
  });
}

/** A cheap key telling whether the string settings changed since the specs were built. */
export function specsKey(channels: readonly ConfigFileChannel[], count: number): string {
  let key = '';
  for (let i = 0; i < count; i++)
    key += `${channels[i]?.name ?? ''}\u0000${channels[i]?.max_power ?? 0}\u0000`;
  return key;
}
