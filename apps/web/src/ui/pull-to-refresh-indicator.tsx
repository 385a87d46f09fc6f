import { useI18n } from '../i18n/use-i18n.ts';
import { ReloadIcon } from './icons/reload-icon.tsx';
import type { PullState } from './use-pull-to-refresh.ts';

const TEXT_KEY = {
  pulling: 'common.pullToRefresh',
  releasing: 'common.releaseToRefresh',
  refreshing: 'common.refreshing',
} as const;

export function PullToRefreshIndicator({ state, distancePx }: { state: PullState; distancePx: number }) {
  const { t } = useI18n();
  if (state === 'pending') return null;
  return (
    <div
      className="ptr-indicator d-flex align-items-center justify-content-center gap-2 text-body-secondary overflow-hidden"
      style={{ height: distancePx }}
      role="status"
    >
      <ReloadIcon className={state === 'refreshing' ? 'ptr-spin' : undefined} />
      {t(TEXT_KEY[state])}
    </div>
  );
}
