import { LIVE_DATA_WAIT_S } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useNow } from '../../live/ticker.ts';
import { LiveIcon } from './live-icon.tsx';

/**
 * The device re-sends each inverter, the totals and the OnBattery blocks at least every 10 s
 * (`LIVE_DATA_WAIT_S`); 3 s more for the send beat and a busy browser, then the data is stale.
 */
export const STALE_AFTER_MS = (LIVE_DATA_WAIT_S + 3) * 1000;

/** "Not updated for N s" with a clock icon once `arrivedAtMs` is older than the device's promise. */
export function StaleNote({ arrivedAtMs }: { arrivedAtMs: number | undefined }) {
  const { t, format } = useI18n();
  const now = useNow();
  if (arrivedAtMs === undefined || now - arrivedAtMs <= STALE_AFTER_MS) return null;
  return (
    <span className="badge text-bg-warning d-inline-flex align-items-center gap-1">
      <LiveIcon name="stale" />
      {t('liveView.stale', { seconds: format.decimalNoDigits(Math.floor((now - arrivedAtMs) / 1000)) })}
    </span>
  );
}
