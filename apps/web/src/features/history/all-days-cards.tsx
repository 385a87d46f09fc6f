import { memo, useMemo } from 'react';
import { dayBars } from '../../history/day-energy.ts';
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
 */
export const AllDaysCards = memo(function AllDaysCards() {
  const { t } = useI18n();
  const days = useDays();
  const bars = useMemo(() => (days ? dayBars(days) : []), [days]);
  if (!days) return null;
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
