import type { GovernedInverter, LimiterRules } from '@dtu/contract';

/** What the explanation knows at this moment, all from data the live view already has. */
export interface LimiterFacts {
  /** `dpl.PLSTATE`: -1 disabled, 0 inverter unreachable, 1 charging, 2 solar, 3 battery. */
  state: number;
  /** Battery state of charge in %, when a battery reports it. */
  socPercent?: number;
  /** Battery voltage as the charge controller measures it. */
  batteryVoltageV?: number;
  /** Charge controllers' output in W. */
  solarW?: number;
  /** The limiter's rules (`/api/powerlimiter/status`); without them only the state is explained. */
  config?: LimiterRules;
  /** The governed inverter explained: its power source and limit window (with `config`). */
  inverter?: GovernedInverter;
}

export type ReasonKey =
  | 'off'
  | 'inactive'
  | 'solarPowered'
  | 'stop'
  | 'noDischarge'
  | 'fullPassthrough'
  | 'passthrough'
  | 'discharge'
  | 'state';

export interface LimiterReason {
  key: ReasonKey;
  /** The unit of the battery level and thresholds of `stop`: % (SoC) or V. */
  unit?: '%' | 'V';
  /** Numbers for the text, already in the units the text names. */
  values?: Record<string, number>;
}

/**
 * Which of the limiter's rules is in charge, in the order the firmware applies them:
 * disabled, inverter unreachable, solar-powered inverter, battery stop thresholds (SoC unless
 * ignored, else voltage), full solar passthrough, solar passthrough, battery discharge.
 */
export function limiterReason({
  state,
  config: c,
  inverter,
  socPercent,
  batteryVoltageV: voltage,
  solarW = 0,
}: LimiterFacts): LimiterReason {
  if (state < 1) return { key: state ? 'off' : 'inactive' };
  if (!c || !inverter) return { key: 'state' };
  const upper = inverter.upper_power_limit;
  const lower = inverter.lower_power_limit;
  if (inverter.powerSource === 'solar') return { key: 'solarPowered', values: { upper } };
  const soc = c.ignore_soc ? undefined : socPercent;
  // The battery's level by SoC, else by voltage, with the thresholds of the same kind.
  const [level, stop, start, full, unit] =
    soc === undefined
      ? [
          voltage,
          c.voltage_stop_threshold,
          c.voltage_start_threshold,
          c.full_solar_passthrough_start_voltage,
          'V' as const,
        ]
      : [
          soc,
          c.battery_soc_stop_threshold,
          c.battery_soc_start_threshold,
          c.full_solar_passthrough_soc,
          '%' as const,
        ];
  if (state === 1)
    return level! <= stop
      ? { key: 'stop', unit, values: { level: level!, stop, start } }
      : { key: 'noDischarge', values: { lower } };
  const losses = c.conduction_losses;
  if (state === 2)
    return {
      key: level! >= full ? 'fullPassthrough' : 'passthrough',
      values: { solar: Math.round(solarW), losses, available: Math.round(solarW * (1 - losses / 100)) },
    };
  return {
    key: 'discharge',
    values: {
      target: c.target_power_consumption,
      hysteresis: c.target_power_consumption_hysteresis,
      lower,
      upper,
    },
  };
}
