import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveArrivedAt } from '../../live/use-livedata.ts';
import { OfflineIcon } from '../../ui/icons/offline-icon.tsx';

/** A connect or a short reconnect is not worth a banner; a lost device is. */
const SHOW_AFTER_MS = 2000;

/** Mounted while the live socket is not online: says so, and when the values shown arrived. */
export function OfflineNote() {
  const { t, format } = useI18n();
  const arrivedAtMs = useLiveArrivedAt('any');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown || arrivedAtMs === undefined) return null;
  return (
    <div className="alert alert-warning d-flex align-items-center gap-2" role="status">
      <OfflineIcon />
      {t('liveView.offline', { time: format.dateTime(arrivedAtMs) })}
    </div>
  );
}
