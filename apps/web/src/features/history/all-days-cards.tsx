import { type DayBar, type DayRecord, dayBarsInSlices } from '@dtu/recording';
import { memo, useEffect, useState } from 'react';
import { useDays } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { EnergyBars } from './energy-bars.tsx';
import { ExportPanel } from './export-panel.tsx';
import { RecordsList } from './records-list.tsx';

/**
 * What covers every recorded day: the energy bars, the records, the export. Years of day
 * summaries are costly to read and to sum up, so the page mounts these after the chosen day's
 * curve; no props, so a day's choice does not render them again (only a change of the days does).
 * The bars are summed up in slices between other tasks (a day chosen meanwhile is drawn at once);
 * while the recorder's newest minute changes today's summary, the bars before it stay shown.
 */
export const AllDaysCards = memo(function AllDaysCards() {
  const { t } = useI18n();
  const read = useDays();
  // The days and their bars as one pair: the cards show the pair summed up last.
  const [summed, setSummed] = useState<{ days: DayRecord[]; bars: DayBar[] }>();
  useEffect(() => {
    if (!read) return;
    let alive = true;
    void dayBarsInSlices(read, { alive: () => alive }).then((bars) => {
      if (bars) setSummed({ days: read, bars });
    });
    return () => {
      alive = false;
    };
  }, [read]);
  if (!summed) return null;
  const { days, bars } = summed;
  return (
    <>
      {days.length > 0 && (
        <>
          <Card title={t('history.energy')}>
            <EnergyBars bars={bars} />
          </Card>
          <Card title={t('history.records')}>
            <RecordsList bars={bars} days={days} />
          </Card>
        </>
      )}
      <Card title={t('history.export')}>
        <ExportPanel bars={bars} days={days} />
      </Card>
    </>
  );
});
