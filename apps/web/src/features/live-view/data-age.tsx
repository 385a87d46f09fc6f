import { INVERTER_DATA_AGE_ABSOLUTE_S } from '@dtu/contract';
import { useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { staleSeconds } from '../../live/stale.ts';
import { getNow, subscribeNow, useClock } from '../../live/ticker.ts';
import { StaleBadge } from './stale-note.tsx';

/**
 * The age of an inverter's data, counted up locally every second from the value the device sent
 * (`dataAgeMs`, received at `receivedAtMs`), marked stale when the device stopped re-sending it.
 * The counting text is written straight into its node on each tick of the shared clock: a second
 * costs no React render and commit (the live view's most frequent update); React renders only
 * when a message or the stale mark changes.
 */
export function DataAge({ dataAgeMs, receivedAtMs }: { dataAgeMs: number; receivedAtMs: number }) {
  const { t, format } = useI18n();
  const stale = useClock((now) => staleSeconds(receivedAtMs, now));
  const node = useRef<HTMLSpanElement>(null);
  const show = useRef(() => {});

  useLayoutEffect(() => {
    show.current = () => {
      const age = Math.floor((dataAgeMs + Math.max(0, getNow() - receivedAtMs)) / 1000);
      let text = t('liveView.dataAge', { seconds: format.decimalNoDigits(age) });
      if (age > INVERTER_DATA_AGE_ABSOLUTE_S)
        text += ` (${t('liveView.lastData', { time: format.dateTime(receivedAtMs - dataAgeMs) })})`;
      if (node.current && node.current.textContent !== text) node.current.textContent = text;
    };
    show.current();
  }, [dataAgeMs, receivedAtMs, t, format]);
  useLayoutEffect(() => subscribeNow(() => show.current()), []);

  return (
    <span>
      <span ref={node} /> <StaleBadge seconds={stale} />
    </span>
  );
}
