import { useMemo, useState } from 'react';
import { dayBars } from '../../history/day-energy.ts';
import { useDaySamples, useDays, useRecorderStatus } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { DayCurve } from './day-curve.tsx';
import { EnergyBars } from './energy-bars.tsx';
import { EnergyPictureCard } from './energy-picture-card.tsx';
import { ExportPanel } from './export-panel.tsx';
import { RecordsList } from './records-list.tsx';

/** `/history`: what this browser recorded from the live data, with export and import. */
export function HistoryPage() {
  const { t, format } = useI18n();
  const status = useRecorderStatus();
  const days = useDays();
  const [chosen, setChosen] = useState<string>();
  const day = days?.find((d) => d.d === chosen) ?? days?.at(-1);
  const samples = useDaySamples(day);
  // Years of days make the bars, the list and the export costly: built and rendered again only
  // when the days change (`useDays` keeps their identity while they do not), not on a day's choice.
  const bars = useMemo(() => (days ? dayBars(days) : []), [days]);
  const energy = useMemo(() => <EnergyBars bars={bars} />, [bars]);
  const list = useMemo(() => days && <RecordsList bars={bars} days={days} />, [bars, days]);
  const exports = useMemo(() => days && <ExportPanel bars={bars} days={days} />, [bars, days]);
  return (
    <PageFrame title={t('nav.history')} loading={!days}>
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
      {days?.length === 0 && <p>{t('history.none')}</p>}
      {day && days && (
        <>
          <EnergyPictureCard days={days} />
          <Card title={t('history.curve')}>
            <SelectField
              label={t('history.days')}
              value={day.d}
              options={days.map((d) => ({ value: d.d, label: d.d }))}
              onChange={setChosen}
            />
            {samples && (
              <DayCurve day={day} records={samples.records} step={samples.step} around={samples.around} />
            )}
          </Card>
          <Card title={t('history.energy')}>{energy}</Card>
          <Card title={t('history.records')}>{list}</Card>
        </>
      )}
      {days && <Card title={t('history.export')}>{exports}</Card>}
    </PageFrame>
  );
}
