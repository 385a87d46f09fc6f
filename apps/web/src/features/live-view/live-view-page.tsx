import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { loadLivedataSnapshot } from '../../live/livedata.ts';
import { useInverterSerials, useLivedataConnection, useLivedataLoaded } from '../../live/use-livedata.ts';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { HintBanners } from './hint-banners.tsx';
import { InverterTabs } from './inverter-tabs.tsx';
import { OfflineNote } from './offline-note.tsx';
import { SummaryRow } from './summary-row.tsx';

/**
 * Home page (`/`): live data of every inverter plus the OnBattery summary. The OnBattery views
 * come in as `children` (composed by the app layer) because features never import each other.
 */
export function LiveViewPage({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const connection = useLivedataConnection();
  const loaded = useLivedataLoaded();
  const serials = useInverterSerials();
  return (
    <PageFrame
      title={t('liveView.title')}
      loading={!loaded}
      online={connection === 'online'}
      onReload={loadLivedataSnapshot}
    >
      {connection !== 'online' && <OfflineNote />}
      <HintBanners />
      <SummaryRow />
      {serials.length === 0 ? (
        <p>
          {t('liveView.noInverters')} <Link href="/settings/inverter">{t('liveView.noInvertersLink')}</Link>
        </p>
      ) : (
        <InverterTabs />
      )}
      {children}
    </PageFrame>
  );
}
