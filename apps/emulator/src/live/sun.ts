import { getPosition, getTimes } from 'suncalc';

/** Sun position in degrees: altitude above the horizon, azimuth clockwise from north. */
export interface SunPosition {
  altitudeDeg: number;
  azimuthDeg: number;
}

// suncalc 2 returns degrees with a north-based azimuth, whatever its older type file says.
export function sunPosition(epochMs: number, latitude: number, longitude: number): SunPosition {
  const position = getPosition(new Date(epochMs), latitude, longitude) as unknown as {
    altitude: number;
    azimuth: number;
  };
  return { altitudeDeg: position.altitude, azimuthDeg: position.azimuth };
}

const RAD = Math.PI / 180;
/** Solar constant in W/m². */
const SOLAR_CONSTANT = 1361;

/** Clear-sky direct-normal and diffuse-horizontal irradiance (W/m²) for a sun altitude. */
export function clearSky(altitudeDeg: number): { dni: number; dhi: number } {
  if (altitudeDeg <= 0) return { dni: 0, dhi: 0 };
  // Kasten–Young air mass and the Meinel attenuation: good enough for a believable day curve.
  const airMass = 1 / (Math.sin(altitudeDeg * RAD) + 0.50572 * (altitudeDeg + 6.07995) ** -1.6364);
  const dni = SOLAR_CONSTANT * 0.7 ** (airMass ** 0.678);
  return { dni, dhi: 0.12 * dni * Math.sin(altitudeDeg * RAD) + 8 * Math.min(1, altitudeDeg / 5) };
}

/**
 * Irradiance on a tilted module (W/m²) with cloud cover 0 (clear) … 1 (overcast): clouds
 * block the direct beam and brighten the diffuse part a little.
 */
export function planeIrradiance(
  sun: SunPosition,
  tiltDeg: number,
  moduleAzimuthDeg: number,
  cloudCover: number,
): number {
  if (sun.altitudeDeg <= 0) return 0;
  const { dni, dhi } = clearSky(sun.altitudeDeg);
  const cosIncidence =
    Math.sin(sun.altitudeDeg * RAD) * Math.cos(tiltDeg * RAD) +
    Math.cos(sun.altitudeDeg * RAD) *
      Math.sin(tiltDeg * RAD) *
      Math.cos((sun.azimuthDeg - moduleAzimuthDeg) * RAD);
  const beam = Math.max(0, 1 - 1.4 * Math.max(0, cloudCover - 0.15));
  const diffuse = dhi * (1 + Math.cos(tiltDeg * RAD)) * 0.5 * (1 + 1.2 * cloudCover * (1 - cloudCover));
  return dni * Math.max(0, cosIncidence) * beam + diffuse;
}

const TIME_NAMES: Record<number, readonly [string, string]> = {
  0: ['sunrise', 'sunset'],
  1: ['nauticalDawn', 'nauticalDusk'],
  2: ['dawn', 'dusk'],
  3: ['nightEnd', 'night'],
};

/**
 * The firmware's day period: now within [sunrise, sunset) of today for the horizon chosen by
 * `sunsettype` (other values behave as nautical); true when the sun does not cross that horizon.
 */
export function isDayPeriod(
  epochMs: number,
  latitude: number,
  longitude: number,
  sunsettype: number,
): boolean {
  const [riseName, setName] = TIME_NAMES[sunsettype] ?? TIME_NAMES[1]!;
  const times = getTimes(new Date(epochMs), latitude, longitude) as unknown as Record<string, Date | null>;
  const rise = times[riseName];
  const set = times[setName];
  if (!rise || !set || Number.isNaN(rise.getTime()) || Number.isNaN(set.getTime())) return true;
  return epochMs >= rise.getTime() && epochMs < set.getTime();
}
