import type { Conditions } from './field-physics.ts';
import { unitHash } from './noise.ts';
import { type SunPosition, sunPosition } from './sun.ts';
import { ambientTemperature, cloudCover } from './weather.ts';

const NIGHT_SUN: SunPosition = { altitudeDeg: -30, azimuthDeg: 0 };

/**
 * The sky above the installation: sun position at the configured location, the seeded clouds and
 * the air temperature. The last instant is cached because every inverter asks for the same one.
 */
export class Environment {
  /** Test control: the sun stays below the horizon. */
  forcedNight = false;
  private cachedMs = Number.NaN;
  private cachedKey = '';
  private cached: { sun: SunPosition; ambientC: number } = { sun: NIGHT_SUN, ambientC: 10 };

  constructor(
    readonly seed: number,
    private readonly location: () => { latitude: number; longitude: number },
  ) {}

  /** The weather one inverter sees at `t` (its seed shifts the cloud field by up to ±10 s). */
  conditions(t: number, inverterSeed: number): Conditions {
    const shared = this.shared(t);
    const offsetMs = (unitHash(inverterSeed, 0xc10d) - 0.5) * 20_000;
    return { sun: shared.sun, ambientC: shared.ambientC, cloudCover: cloudCover(this.seed, t, offsetMs) };
  }

  private shared(t: number): { sun: SunPosition; ambientC: number } {
    const { latitude, longitude } = this.location();
    const key = `${latitude},${longitude},${this.forcedNight}`;
    if (t !== this.cachedMs || key !== this.cachedKey) {
      const sun = this.forcedNight ? NIGHT_SUN : sunPosition(t, latitude, longitude);
      const cover = cloudCover(this.seed, t);
      this.cached = { sun, ambientC: ambientTemperature(this.seed, t, latitude, longitude, cover) };
      this.cachedMs = t;
      this.cachedKey = key;
    }
    return this.cached;
  }
}
