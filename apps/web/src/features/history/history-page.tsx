import { useEffect, useState } from 'react';
import { openDayDrawn, useOpenDay, useRecorderStatus } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AllDaysCards } from './all-days-cards.tsx';
import { DayCurve } from './day-curve.tsx';
import { DayField } from './day-field.tsx';
import { EnergyPictureCard } from './energy-picture-card.tsx';

/**
 * `/history`: what this browser recorded from the live data, with export and import. Opening a
 * day reads the list of days (keys only) and that day's summary at once, then its samples; what
 * needs other days (the energy picture's yesterday, the bars of every day, the day list's
 * options) follows once its curve is drawn.
 */
export function HistoryPage() {
  const { t, format } = useI18n();
  const status = useRecorderStatus();
  const [chosen, setChosen] = useState<string>();
  const open = useOpenDay(chosen);
  const keys = open?.keys;
  // The chosen day shows in the list at once; its summary and curve follow together.
  const d = chosen !== undefined && keys?.includes(chosen) ? chosen : open?.d;
  const { day, samples } = open ?? {};
  // The curve there (or no day to draw): once set, it stays, so an import into an empty history
  // does not unmount the cards (and the export panel's answer) while the first day's samples load.
  const [drawn, setDrawn] = useState(false);
  if (!drawn && keys !== undefined && (keys.length === 0 || samples !== undefined)) setDrawn(true);
  // What covers other days waits until the curve has been painted: years of days are thousands
  // of options, whose parsing and layout cost more than the curve (until then the list holds the
  // day shown), and the cards' reads and renders would run before the curve's first frame.
  const [painted, setPainted] = useState(false);
  // The app's background work, held back at start-up on this page, follows the curve's paint
  // (or the page's end, whichever comes first).
  useEffect(() => openDayDrawn, []);
  useEffect(() => {
    if (painted) openDayDrawn();
  }, [painted]);
  useEffect(() => {
    if (!drawn || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, painted]);
  return (
    // No page-wide spinner: the frame, the status line and the curve's card are laid out while the
    // stored history is opened and read, and only the curve is added when it is there.
    <PageFrame title={t('nav.history')}>
      <p role="status" className={status.recording ? 'text-success-emphasis' : 'text-danger-emphasis'}>
        {status.recording
          ? t('history.rec')
          : t('history.noRec', { reason: t(`history.reason_${status.reason ?? 'clock'}`) })}
        {' · '}
        {t('history.used', { size: format.kilobyte(Math.ceil(status.bytes / 1024)) })}
      </p>
      <svg width="0" height="0" className="position-absolute" aria-hidden="true">
        <pattern
          id="history-hatch"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="var(--bs-primary)" fillOpacity="0.25" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="var(--bs-primary)" strokeWidth="2" />
        </pattern>
      </svg>
      <p className="small text-body-secondary">{t('history.evict')}</p>
      {keys?.length === 0 && <p>{t('history.none')}</p>}
      {(d || !keys) && (
        <Card title={t('history.curve')}>
          {d ? (
            <>
              <DayField
                label={t('history.days')}
                value={d}
                days={painted ? (keys ?? []) : [d]}
                onChange={setChosen}
              />
              {day && samples && (
                <DayCurve day={day} records={samples.records} step={samples.step} around={samples.around} />
              )}
            </>
          ) : (
            <div className="d-flex align-items-center justify-content-center" style={{ minHeight: '24rem' }}>
              <Spinner />
            </div>
          )}
        </Card>
      )}
      {painted && (
        <>
          <EnergyPictureCard />
          <AllDaysCards />
        </>
      )}
    </PageFrame>
  );
}
