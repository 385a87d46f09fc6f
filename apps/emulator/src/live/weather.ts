import { unitHash, valueNoise } from './noise.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The day's character from the seed: about a third clear, half mixed with passing clouds and the
 * rest overcast. Returns the mean cover and how strongly it fluctuates.
 */
function dayWeather(seed: number, epochMs: number): { base: number; swing: number } {
  const roll = unitHash(seed, 0x5eed, Math.floor(epochMs / DAY));
  if (roll < 0.35) return { base: 0.05 + roll * 0.3, swing: 0.25 };
  if (roll < 0.85) return { base: 0.3 + (roll - 0.35) * 0.6, swing: 0.9 };
  return { base: 0.75 + (roll - 0.85) * 1.5, swing: 0.3 };
}

/**
 * Cloud cover 0 (clear) … 1 (overcast) at an instant. `offsetMs` shifts the cloud field a little
 * per installation so neighbouring inverters see the same cloud a few seconds apart.
 */
export function cloudCover(seed: number, epochMs: number, offsetMs = 0): number {
  const t = epochMs + offsetMs;
  const { base, swing } = dayWeather(seed, epochMs);
  const slow = valueNoise(seed, 1, t, 40 * MINUTE) - 0.5;
  const passing = valueNoise(seed, 2, t, 3 * MINUTE) - 0.5;
  const flicker = valueNoise(seed, 3, t, 25_000) - 0.5;
  const cover = base + swing * (0.5 * slow + 0.8 * passing + 0.25 * flicker);
  return Math.min(1, Math.max(0, cover));
}

/** Air temperature in °C: a seasonal mean, a daily swing peaking mid-afternoon, clouds damping it. */
export function ambientTemperature(
  seed: number,
  epochMs: number,
  latitude: number,
  longitude: number,
  cover: number,
): number {
  const date = new Date(epochMs);
  const dayOfYear = (epochMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
  const hemisphere = latitude >= 0 ? 1 : -1;
  const season = -Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI) * hemisphere;
  const mean = 11 + 9 * season - Math.max(0, Math.abs(latitude) - 45) * 0.3;
  const solarHour = ((((epochMs % DAY) / HOUR + longitude / 15) % 24) + 24) % 24;
  const daily = Math.cos(((solarHour - 15) / 24) * 2 * Math.PI) * (6 - 3 * cover);
  return mean + daily + (valueNoise(seed, 4, epochMs, 3 * HOUR) - 0.5) * 3;
}
