import { LIMITER_POWER_SOURCE } from '../firmware-2026/powerlimiter-2026.ts';
import { parseDecimalSerial, parseHexSerial } from '../serial.ts';
import type { PowerLimiterConfig } from '../settings/powerlimiter.ts';
import { isLiveObject } from './live-entry.ts';

/** Where a governed inverter's power comes from (2026.03.31 `power_source`; 2024.05.03 battery or solar). */
export type LimiterPowerSource = 'battery' | 'solar' | 'smartBuffer';

/** One inverter the limiter drives. */
export interface GovernedInverter {
  /** Lower-case hex without leading zeros: the live data's serial, lower-cased. */
  serial: string;
  powerSource: LimiterPowerSource;
  /** W: the window the limiter keeps this inverter's limit in. */
  lower_power_limit: number;
  upper_power_limit: number;
}

/** The rules both generations apply to every battery-fed inverter, with the same names and units. */
export type LimiterRules = Pick<
  PowerLimiterConfig,
  | 'solar_passthrough_enabled'
  | 'ignore_soc'
  | 'battery_soc_start_threshold'
  | 'battery_soc_stop_threshold'
  | 'voltage_start_threshold'
  | 'voltage_stop_threshold'
  | 'full_solar_passthrough_soc'
  | 'full_solar_passthrough_start_voltage'
  | 'target_power_consumption'
  | 'target_power_consumption_hysteresis'
> & {
  /** %: 2026.03.31's name for 2024.05.03's `solar_passthrough_losses`. */
  conduction_losses: number;
};

/**
 * What the features read of the power limiter's status (`/api/powerlimiter/status`) on every
 * generation. What it is doing now (`PLSTATE`, `PLLIMIT`) comes with the solar charger's live data
 * (`dpl`), in the same shape on both OnBattery generations.
 */
export interface LimiterView {
  enabled: boolean;
  /** The inverters it drives, in the firmware's slot order; empty while it is disabled. */
  governed: GovernedInverter[];
  rules: LimiterRules;
}

const RULE_FLAGS = ['solar_passthrough_enabled', 'ignore_soc'] as const;
const RULE_NUMBERS = [
  'battery_soc_start_threshold',
  'battery_soc_stop_threshold',
  'voltage_start_threshold',
  'voltage_stop_threshold',
  'full_solar_passthrough_soc',
  'full_solar_passthrough_start_voltage',
  'target_power_consumption',
  'target_power_consumption_hysteresis',
] as const;

const SOURCES: Readonly<Record<number, LimiterPowerSource>> = {
  [LIMITER_POWER_SOURCE.Battery]: 'battery',
  [LIMITER_POWER_SOURCE.Solar]: 'solar',
  [LIMITER_POWER_SOURCE.SmartBuffer]: 'smartBuffer',
};

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const hex = (serial: bigint) => (serial > 0n ? serial.toString(16) : undefined);

/** 2026.03.31: every used slot with `is_governed` (hex serials, `%0x%08x`). */
function governed2026(slots: unknown[]): GovernedInverter[] {
  return slots.flatMap((slot) => {
    if (!isLiveObject(slot) || slot.is_governed !== true) return [];
    const serial = hex(parseHexSerial(String(slot.serial ?? '')));
    if (!serial) return [];
    return [
      {
        serial,
        // The firmware takes an unknown source as battery (its default).
        powerSource: SOURCES[num(slot.power_source)] ?? 'battery',
        lower_power_limit: num(slot.lower_power_limit),
        upper_power_limit: num(slot.upper_power_limit),
      },
    ];
  });
}

/** 2024.05.03: the one inverter of `inverter_serial` (decimal; `"0"` for none). */
function governed2024(raw: Record<string, unknown>): GovernedInverter[] {
  const serial = hex(parseDecimalSerial(String(raw.inverter_serial)));
  if (!serial) return [];
  return [
    {
      serial,
      powerSource: raw.is_inverter_solar_powered === true ? 'solar' : 'battery',
      lower_power_limit: num(raw.lower_power_limit),
      upper_power_limit: num(raw.upper_power_limit),
    },
  ];
}

/**
 * Reads `/api/powerlimiter/status` of either OnBattery generation by its shape: 2026.03.31 lists
 * `inverters[]`, 2024.05.03 names one `inverter_serial`. Anything else (plain OpenDTU's
 * `index.html`, a shape we do not know) gives `null`: no limiter we can read.
 */
export function normaliseLimiterStatus(raw: unknown): LimiterView | null {
  if (!isLiveObject(raw) || typeof raw.enabled !== 'boolean') return null;
  const slots = raw.inverters;
  if (!Array.isArray(slots) && !('inverter_serial' in raw)) return null;
  const rules = {
    conduction_losses: num(raw.conduction_losses ?? raw.solar_passthrough_losses),
  } as LimiterRules;
  for (const key of RULE_FLAGS) rules[key] = raw[key] === true;
  for (const key of RULE_NUMBERS) rules[key] = num(raw[key]);
  const governed = Array.isArray(slots) ? governed2026(slots) : governed2024(raw);
  return { enabled: raw.enabled, governed: raw.enabled ? governed : [], rules };
}

/** The governed inverter with this serial (any case), if the limiter drives it. */
export const governedInverter = (
  view: LimiterView | null | undefined,
  serial: string,
): GovernedInverter | undefined =>
  view?.governed.find((inverter) => inverter.serial === serial.toLowerCase());

/** Whether the inverter runs from the battery: fed by the battery bus, not by its own modules. */
export const runsFromBattery = (inverter: GovernedInverter | undefined): boolean =>
  inverter !== undefined && inverter.powerSource !== 'solar';
