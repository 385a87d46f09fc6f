import { type NetworkStatus, wifiQualityPercent } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { KeyValueTable } from '../../ui/key-value-table.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** `/info/network`: station WiFi with signal quality, access point and both interfaces. */
export function NetworkInfoPage() {
  const { t, format } = useI18n();
  const { data, loading, reload } = useResource<NetworkStatus>('/api/network/status');
  const status = (on: boolean) => (
    <Badge variant={on ? 'success' : 'secondary'}>{t(on ? 'common.enabled' : 'common.disabled')}</Badge>
  );

  // The device reports RSSI 0 while not associated: there is no signal to rate then.
  const associated = data !== undefined && data.sta_rssi !== 0;
  const notAssociated = t('networkInfo.notAssociated');

  return (
    <PageFrame title={t('networkInfo.title')} loading={loading && !data} onReload={reload}>
      {data && (
        <>
          <Card title={t('networkInfo.stationCard')}>
            <KeyValueTable
              rows={[
                [t('networkInfo.status'), status(data.sta_status)],
                [t('networkInfo.ssid'), data.sta_ssid],
                [t('networkInfo.bssid'), data.sta_bssid],
                [
                  t('networkInfo.quality'),
                  associated ? format.percent(wifiQualityPercent(data.sta_rssi) / 100) : notAssociated,
                ],
                [t('networkInfo.rssi'), associated ? `${format.decimal(data.sta_rssi)} dBm` : notAssociated],
              ]}
            />
          </Card>
          <Card title={t('networkInfo.apCard')}>
            <KeyValueTable
              rows={[
                [t('networkInfo.status'), status(data.ap_status)],
                [t('networkInfo.ssid'), data.ap_ssid],
                [t('networkInfo.stations'), format.decimal(data.ap_stationnum)],
              ]}
            />
          </Card>
          <Card title={t('networkInfo.interfaceCard', { mode: data.network_mode })}>
            <KeyValueTable
              rows={[
                [t('networkInfo.hostname'), data.network_hostname],
                [t('networkInfo.ip'), data.network_ip],
                [t('networkInfo.netmask'), data.network_netmask],
                [t('networkInfo.gateway'), data.network_gateway],
                [t('networkInfo.dns1'), data.network_dns1],
                [t('networkInfo.dns2'), data.network_dns2],
                [t('networkInfo.mac'), data.network_mac],
              ]}
            />
          </Card>
          <Card title={t('networkInfo.apInterfaceCard')}>
            <KeyValueTable
              rows={[
                [t('networkInfo.ip'), data.ap_ip],
                [t('networkInfo.mac'), data.ap_mac],
              ]}
            />
          </Card>
        </>
      )}
    </PageFrame>
  );
}
