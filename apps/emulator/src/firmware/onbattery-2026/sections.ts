/**
 * The OnBattery sections of `config.json` at OpenDTU-OnBattery 2026.03.31, exactly as the firmware
 * writes them (`src/Configuration.cpp` `write` and the `serialize…Config` functions) and as the
 * settings GETs answer them. Defaults from `include/defaults.h` and the `deserialize…Config`
 * fallbacks. See docs/firmware/onbattery-2026.03.31.md §7.9–§7.13 and §9.
 */
import type {
  Battery2026,
  GridCharger2026,
  PowerLimiter2026,
  PowerMeter2026,
  SolarCharger2026,
} from '@dtu/contract';

// The limiter and battery shapes are the web app's too: they live in the contract.
export type {
  Battery2026,
  BatteryMqtt2026,
  BatteryZendure2026,
  LimiterInverter2026,
  PowerLimiter2026,
} from '@dtu/contract';
/** The meter, solar charger and grid charger sections live in the contract (firmware-2026/). */
export {
  GRID_CHARGER_PROVIDER,
  type GridCharger2026,
  type HttpRequest2026,
  LIMITER_INVERTER_SLOTS as LIMITER_SLOTS,
  LIMITER_POWER_SOURCE as POWER_SOURCE,
  METER_SOURCE_2026,
  METER_VALUES,
  type MeterHttpJsonValue2026,
  type PowerMeter2026,
  SOLAR_CHARGER_PROVIDER,
  type SolarCharger2026,
} from '@dtu/contract';

/** The five OnBattery sections of a 2026.03.31 `config.json`, under their file names. */
export interface OnBattery2026Sections {
  solarcharger: SolarCharger2026;
  powermeter: PowerMeter2026;
  powerlimiter: PowerLimiter2026;
  battery: Battery2026;
  gridcharger: GridCharger2026;
}
