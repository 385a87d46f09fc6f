import type { DplStatus } from '@dtu/contract';
import type { I18n } from '../i18n/use-i18n.ts';
import { formatPower } from './format-energy.ts';

/** `PLSTATE` + 1: -1 disabled, 0 inverter unreachable, 1 charging, 2 solar, 3 battery. */
const STATES = ['Off', 'Off', 'Charging', 'Sun', 'Battery'] as const;

/** "Power limiter: feeding in solar power only · Limit: 400 W", from `/vedirectlivedata`'s `dpl`. */
export function limiterStateText({ t, format }: Pick<I18n, 't' | 'format'>, dpl: DplStatus): string {
  const state = STATES[dpl.PLSTATE + 1];
  return `${state ? t(`chargeControllerView.limiter${state}`) : dpl.PLSTATE} · ${t('chargeControllerView.limiterLimit', { power: formatPower(format, dpl.PLLIMIT) })}`;
}
