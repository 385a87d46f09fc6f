/** Raw reading of a board at rest, right after boot (°F, the original ESP32's sensor unit). */
const RAW_COLD = 117;
/** How far the reading climbs while the radio and Wi-Fi warm the chip up, in raw steps. */
const RAW_WARMUP = 8;
const WARMUP_S = 600;

/**
 * `cputemp` of the emulated ESP32-D0WD-V3 (`lib/CpuTemperature/src/CpuTemperature.cpp` @ 2026.03.31):
 * the original ESP32 reads a whole raw number in °F and reports `(raw − 32) / 1.8` as a float, so
 * the value moves in steps of 0.56 °C. It warms up over the first minutes after boot and then
 * wobbles by one step.
 */
export function cpuTemperatureC(uptimeS: number): number {
  const warm = Math.min(RAW_WARMUP, Math.floor((uptimeS * RAW_WARMUP) / WARMUP_S));
  const wobble = Math.floor(uptimeS / 7) % 3 === 0 ? 1 : 0;
  const raw = RAW_COLD + warm + wobble;
  return Number(Math.fround((raw - 32) / 1.8).toPrecision(7));
}
