import { useI18n } from '../../i18n/use-i18n.ts';
import { staleSeconds } from '../../live/stale.ts';
import { useClock } from '../../live/ticker.ts';
import { LiveIcon } from './live-icon.tsx';

export { staleSeconds } from '../../live/stale.ts';

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

/**
 * The stale mark once `arrivedAtMs` is older than the device's promise; re-renders only when
 * the mark appears, counts up or goes, not every second.
 */
export function StaleNote({ arrivedAtMs }: { arrivedAtMs: number | undefined }) {
  return <StaleBadge seconds={useClock((now) => staleSeconds(arrivedAtMs, now))} />;
}
