import type { I18n } from '../i18n/use-i18n.ts';
import { limitNotReadYet } from '../live/limit-outcome.ts';
import type { LiveInverter } from '../live/livedata-types.ts';
import type { LimitState } from '../live/use-limit-state.ts';
import { formatPower } from './format-energy.ts';

/** "Confirmed 50 % = 400 W", "Pending", …: the outcome of a limit request in words. */
export function limitStateText(
  { t, format }: Pick<I18n, 't' | 'format'>,
  { outcome, waitsForInverter }: LimitState,
): string {
  if (waitsForInverter) return t('limiter.waitsForInverter');
  if (outcome.kind !== 'confirmed')
    return t(outcome.kind === 'failed' ? 'liveModal.statusFailure' : 'liveModal.statusPending');
  const limit = `${format.percent(outcome.relative / 100)}${outcome.watts === undefined ? '' : ` = ${formatPower(format, outcome.watts)}`}`;
  return outcome.difference
    ? t('limiter.differs', { limit, reason: t(`limiter.${outcome.difference}`) })
    : `${t('liveModal.statusOk')} ${limit}`;
}

/** The limit the live data report, "400 W | 50 %" (without the max power only the percentage). */
export function currentLimitText({ t, format }: Pick<I18n, 't' | 'format'>, inverter: LiveInverter): string {
  if (limitNotReadYet(inverter)) return t('limiter.notReadYet');
  const relative = format.percent(inverter.limit_relative / 100);
  return inverter.limit_absolute > -1
    ? `${format.decimalNoDigits(inverter.limit_absolute)} W | ${relative}`
    : relative;
}
