import { useWeakInputs } from '../../analysis/use-weak-inputs.ts';
import { useTodayOfNightRunners } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { loadLivedataSnapshot } from '../../live/livedata.ts';
import {
  useInverterSerials,
  useLivedataConnection,
  useLivedataLoaded,
  useLiveInverter,
} from '../../live/use-livedata.ts';
import { InstallationTable, InverterRows } from '../../ui/installation-table.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { LimitsCard } from './limits-card.tsx';
import { WeakInputsCard } from './weak-inputs-card.tsx';

function LocalRows({ serial, today }: { serial: string; today?: { wh: number; atLeast: boolean } }) {
  const entry = useLiveInverter(serial);
  return entry ? <InverterRows inverter={entry.inverter} today={today} /> : null;
}

/**
 * Every inverter and input of the installation on one screen (route `/overview`): one table, read
 * at a glance (each input's share of its peak power as a bar) and by a screen reader's table commands.
 */
export function OverviewPage() {
  const { t } = useI18n();
  const connection = useLivedataConnection();
  const loaded = useLivedataLoaded();
  const serials = useInverterSerials();
  const weak = useWeakInputs();
  // An inverter that runs at night (fed by the battery) never resets its YieldDay.
  const today = useTodayOfNightRunners();
  return (
    <PageFrame
      title={t('nav.overview')}
      loading={!loaded}
      online={connection === 'online'}
      onReload={loadLivedataSnapshot}
    >
      <TableScroll label={t('overview.tableCaption')}>
        <InstallationTable>
          {serials.map((serial) => (
            <LocalRows key={serial} serial={serial} today={today[serial]} />
          ))}
        </InstallationTable>
      </TableScroll>
      <LimitsCard />
      {weak?.verdicts[0] && <WeakInputsCard {...weak} />}
    </PageFrame>
  );
}
