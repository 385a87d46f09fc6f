import { useState } from 'react';
import { useWeakInputs } from '../../analysis/use-weak-inputs.ts';
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
import { InverterTiles } from './inverter-tiles.tsx';
import { WeakInputsCard } from './weak-inputs-card.tsx';

type View = 'tiles' | 'table';

function LocalRows({ serial }: { serial: string }) {
  const entry = useLiveInverter(serial);
  return entry ? <InverterRows inverter={entry.inverter} /> : null;
}

/** Every inverter and input of the installation on one screen (route `/overview`). */
export function OverviewPage() {
  const { t } = useI18n();
  const connection = useLivedataConnection();
  const loaded = useLivedataLoaded();
  const serials = useInverterSerials();
  const [view, setView] = useState<View>('tiles');
  const weak = useWeakInputs();
  return (
    <PageFrame
      title={t('nav.overview')}
      loading={!loaded}
      online={connection === 'online'}
      onReload={loadLivedataSnapshot}
    >
      <fieldset className="btn-group mb-3" aria-label={t('overview.view')}>
        {(['tiles', 'table'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn-sm btn-outline-secondary${view === option ? ' active' : ' text-body'}`}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {t(`overview.${option}`)}
          </button>
        ))}
      </fieldset>
      {view === 'table' ? (
        <InstallationTable>
          {serials.map((serial) => (
            <LocalRows key={serial} serial={serial} />
          ))}
        </InstallationTable>
      ) : (
        serials.map((serial) => <InverterTiles key={serial} serial={serial} />)
      )}
      {weak?.verdicts[0] && <WeakInputsCard {...weak} />}
    </PageFrame>
  );
}
