import type { SystemStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';

/** Which radio chips the device found at boot (from `/api/system/status`). */
export function RadioChipsCard() {
  const { t } = useI18n();
  const { data } = useResource<SystemStatus>('/api/system/status', { suppressErrorPage: true });
  if (!data) return null;
  const state = (ok: boolean, yes: 'configured' | 'connected', no: 'notConfigured' | 'notConnected') => (
    <Badge variant={ok ? 'success' : 'danger'}>{t(`dtuSettings.${ok ? yes : no}`)}</Badge>
  );
  const variant = !data.nrf_connected ? 'unknown' : data.nrf_pvariant ? 'nrfPlus' : 'nrfPlain';
  return (
    <Card title={t('dtuSettings.chipCard')}>
      <dl className="row mb-0">
        <dt className="col-sm-4 col-lg-3">{t('dtuSettings.nrfCard')}</dt>
        <dd className="col-sm-8 col-lg-9 d-flex flex-wrap gap-2">
          {state(data.nrf_configured, 'configured', 'notConfigured')}
          {state(data.nrf_connected, 'connected', 'notConnected')}
          <span>
            {t('dtuSettings.chipType')}: {t(`dtuSettings.${variant}`)}
          </span>
        </dd>
        <dt className="col-sm-4 col-lg-3">{t('dtuSettings.cmtCard')}</dt>
        <dd className="col-sm-8 col-lg-9 d-flex flex-wrap gap-2">
          {state(data.cmt_configured, 'configured', 'notConfigured')}
          {state(data.cmt_connected, 'connected', 'notConnected')}
        </dd>
      </dl>
    </Card>
  );
}
