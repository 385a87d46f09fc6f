import { localClock } from '@dtu/recording';
import type { DayMax, PeakOfDay } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

/** "Max today: 612 W at 12:40", with the share of the day seen when the recorder missed some. */
export function DayMaxLine({ peak, max }: { peak: PeakOfDay | undefined; max: DayMax }) {
  const { t, format } = useI18n();
  if (!peak) return null;
  const values = { power: `${format.decimalNoDigits(peak.pk)} W`, time: localClock(peak.pkT, max.offsetMin) };
  return (
    <p className="card-footer small mb-0">
      {max.partial === undefined
        ? t('history.max', values)
        : t('history.maxPart', { ...values, percent: format.percent(max.partial) })}
    </p>
  );
}
