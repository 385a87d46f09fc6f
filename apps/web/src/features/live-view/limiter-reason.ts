import { POWER_LIMITER_STATE, type PowerLimiterStatus } from '@dtu/contract';

/** What the explanation knows at this moment, all from data the live view already has. */
export interface LimiterFacts {
  /** `dpl.PLSTATE`. */
  state: number;
  /** Battery state of charge in %, when a battery reports it. */
  socPercent?: number;
  /** Battery voltage as the charge controller measures it. */
  batteryVoltageV?: number;
  /** Charge controllers' output in W. */
  solarW?: number;
  /** The limiter's settings (public `/api/powerlimiter/status`); without them only the state is explained. */
  config?: PowerLimiterStatus;
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
  values: Record<string, number>;
}

/**
 * Which of the limiter's rules is in charge, in the order the firmware applies them:
 * disabled, inverter unreachable, solar-powered inverter, battery stop thresholds (SoC unless
 * ignored, else voltage), full solar passthrough, solar passthrough, battery discharge.
 */
export function limiterReason(facts: LimiterFacts): LimiterReason {
  const { state, config } = facts;
  if (state === POWER_LIMITER_STATE.Hidden) return { key: 'off', values: {} };
  if (state === POWER_LIMITER_STATE.Off) return { key: 'inactive', values: {} };
  if (!config) return { key: 'state', values: {} };
  if (config.is_inverter_solar_powered)
    return { key: 'solarPowered', values: { upper: config.upper_power_limit } };

  const useSoc = !config.ignore_soc && facts.socPercent !== undefined;
  const soc = facts.socPercent ?? 0;
  const voltage = facts.batteryVoltageV;
  const solarW = facts.solarW ?? 0;
  const lossesPercent = config.solar_passthrough_losses;
  const available = Math.round(solarW * (1 - lossesPercent / 100));

  if (state === POWER_LIMITER_STATE.Charging) {
    if (useSoc && soc <= config.battery_soc_stop_threshold)
      return {
        key: 'stop',
        unit: '%',
        values: {
          level: soc,
          stop: config.battery_soc_stop_threshold,
          start: config.battery_soc_start_threshold,
        },
      };
    if (!useSoc && voltage !== undefined && voltage <= config.voltage_stop_threshold)
      return {
        key: 'stop',
        unit: 'V',
        values: {
          level: voltage,
          stop: config.voltage_stop_threshold,
          start: config.voltage_start_threshold,
        },
      };
    return { key: 'noDischarge', values: { lower: config.lower_power_limit } };
  }
  if (state === POWER_LIMITER_STATE.Sun) {
    const full = useSoc
      ? soc >= config.full_solar_passthrough_soc
      : voltage !== undefined && voltage >= config.full_solar_passthrough_start_voltage;
    return {
      key: full ? 'fullPassthrough' : 'passthrough',
      values: {
        solar: Math.round(solarW),
        losses: lossesPercent,
        available,
        soc,
        start: useSoc ? config.battery_soc_start_threshold : config.voltage_start_threshold,
      },
    };
  }
  return {
    key: 'discharge',
    values: {
      target: config.target_power_consumption,
      hysteresis: config.target_power_consumption_hysteresis,
      lower: config.lower_power_limit,
      upper: config.upper_power_limit,
    },
  };
}
