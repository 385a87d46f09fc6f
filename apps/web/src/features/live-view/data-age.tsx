import { INVERTER_DATA_AGE_ABSOLUTE_S } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

/**
 * The age of an inverter's data, counted up locally every second from the value the device sent
 * (`dataAgeS`, received at `receivedAtMs`). Only this small component re-renders each second.
 */
export function DataAge({ dataAgeS, receivedAtMs }: { dataAgeS: number; receivedAtMs: number }) {
  const { t, format } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const age = dataAgeS + Math.max(0, Math.floor((now - receivedAtMs) / 1000));
  return (
    <span>
      {t('liveView.dataAge', { seconds: format.decimalNoDigits(age) })}
      {age > INVERTER_DATA_AGE_ABSOLUTE_S &&
        ` (${t('liveView.lastData', { time: format.dateTime(now - age * 1000) })})`}
    </span>
  );
}
