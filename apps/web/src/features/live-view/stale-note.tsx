import { LIVE_DATA_WAIT_S } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useClock } from '../../live/ticker.ts';
import { LiveIcon } from './live-icon.tsx';

/**
 * The device re-sends each inverter, the totals and the OnBattery blocks at least every 10 s
 * (`LIVE_DATA_WAIT_S`); 3 s more for the send beat and a busy browser, then the data is stale.
 */
export const STALE_AFTER_MS = (LIVE_DATA_WAIT_S + 3) * 1000;

/** Whole seconds since `arrivedAtMs` once that is older than the device's promise, else 0. */
export function staleSeconds(arrivedAtMs: number | undefined, now: number): number {
  return arrivedAtMs === undefined || now - arrivedAtMs <= STALE_AFTER_MS
    ? 0
    : Math.floor((now - arrivedAtMs) / 1000);
}

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
