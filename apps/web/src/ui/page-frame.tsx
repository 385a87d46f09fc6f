import { type ReactNode, useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { useProductName } from '../net/generation.ts';
import { OfflineIcon } from './icons/offline-icon.tsx';
import { OnlineIcon } from './icons/online-icon.tsx';
import { ReloadIcon } from './icons/reload-icon.tsx';
import { PullToRefreshIndicator } from './pull-to-refresh-indicator.tsx';
import { Spinner } from './spinner.tsx';
import { usePullToRefresh } from './use-pull-to-refresh.ts';

export interface PageFrameProps {
  title: string;
  /** Shows the spinner instead of the content. */
  loading?: boolean;
  /** Live socket state; the marker is hidden when undefined. */
  online?: boolean;
  /** Adds the reload button and pull-to-refresh. */
  onReload?: () => Promise<unknown> | undefined;
  children?: ReactNode;
}

/** The frame of every screen: heading, optional connection marker and reload, loading state. */
export function PageFrame({ title, loading, online, onReload, children }: PageFrameProps) {
  const { t } = useI18n();
  const pull = usePullToRefresh(onReload);
  const product = useProductName();

  useEffect(() => {
    document.title = `${title} – ${product}`;
  }, [title, product]);

  return (
    <>
      <PullToRefreshIndicator state={pull.state} distancePx={pull.distancePx} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{title}</h1>
        {online !== undefined && (
          <span className={online ? 'text-success-emphasis' : 'text-danger-emphasis'}>
            {online ? <OnlineIcon /> : <OfflineIcon />} {t(online ? 'common.online' : 'common.offline')}
          </span>
        )}
        {onReload && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={t('common.reload')}
            title={t('common.reload')}
            onClick={() => onReload()}
          >
            <ReloadIcon />
          </button>
        )}
      </div>
      {loading ? (
        <div className="text-center py-5">
          <Spinner />
        </div>
      ) : (
        children
      )}
    </>
  );
}
