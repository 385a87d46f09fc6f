import { useI18n } from '../../i18n/use-i18n.ts';
import { LiveIcon } from './live-icon.tsx';

/** "Not updated for N s" with a clock icon (nothing for 0 s: the data is fresh). */
export function StaleBadge({ seconds }: { seconds: number }) {
  const { t, format } = useI18n();
  if (!seconds) return null;
  return (
    <span className="badge text-bg-warning d-inline-flex align-items-center gap-1">
      <LiveIcon name="stale" />
      {t('liveView.stale', { seconds: format.decimalNoDigits(seconds) })}
    </span>
  );
}
