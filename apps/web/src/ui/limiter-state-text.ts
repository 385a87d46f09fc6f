import type { DplStatus, GovernedInverter } from '@dtu/contract';
import type { I18n } from '../i18n/use-i18n.ts';
import { formatPower } from './format-energy.ts';

/** `PLSTATE` + 1: -1 disabled, 0 inverter unreachable, 1 charging, 2 solar, 3 battery. */
const STATES = ['Off', 'Off', 'Charging', 'Sun', 'Battery'] as const;

/** "Power limiter: feeding in solar power only · Limit: 400 W", from `/vedirectlivedata`'s `dpl`. */
export function limiterStateText({ t, format }: Pick<I18n, 't' | 'format'>, dpl: DplStatus): string {
  const state = STATES[dpl.PLSTATE + 1];
  return `${state ? t(`chargeControllerView.limiter${state}`) : dpl.PLSTATE} · ${t('chargeControllerView.limiterLimit', { power: formatPower(format, dpl.PLLIMIT) })}`;
}

/** "Driven by the power limiter: from the battery, 26–800 W": how the limiter drives one inverter. */
export function governedText({ t, format }: Pick<I18n, 't' | 'format'>, inverter: GovernedInverter): string {
  return t(`limiter.governed_${inverter.powerSource}`, {
    lower: format.decimalNoDigits(inverter.lower_power_limit),
    upper: format.decimalNoDigits(inverter.upper_power_limit),
  });
}
