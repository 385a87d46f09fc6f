import type { NtpStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { KeyValueTable } from '../../ui/key-value-table.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** The device sends `--` for a sun time it cannot compute. */
const NO_TIME = '--';

/** `/info/ntp`: configuration, sync state and local time, sunrise/sunset and day or night. */
export function NtpInfoPage() {
  const { t } = useI18n();
  const { data, loading, reload } = useResource<NtpStatus>('/api/ntp/status');
  const sunTime = (value: string) =>
    !data?.sun_isSunsetAvailable || value === NO_TIME ? t('ntpInfo.notAvailable') : value;

  return (
    <PageFrame title={t('ntpInfo.title')} loading={loading && !data} onReload={reload}>
      {data && (
        <>
          <Card title={t('ntpInfo.configCard')}>
            <KeyValueTable
              rows={[
                [t('ntpInfo.server'), data.ntp_server],
                [t('ntpInfo.timezone'), data.ntp_timezone],
                [t('ntpInfo.timezoneDescr'), data.ntp_timezone_descr],
              ]}
            />
          </Card>
          <Card title={t('ntpInfo.timeCard')}>
            <KeyValueTable
              rows={[
                [
                  t('ntpInfo.status'),
                  <Badge key="s" variant={data.ntp_status ? 'success' : 'danger'}>
                    {t(data.ntp_status ? 'ntpInfo.synced' : 'ntpInfo.notSynced')}
                  </Badge>,
                ],
                [t('ntpInfo.localTime'), data.ntp_localtime],
              ]}
            />
          </Card>
          <Card title={t('ntpInfo.sunCard')}>
            <KeyValueTable
              rows={[
                [t('ntpInfo.sunrise'), sunTime(data.sun_risetime)],
                [t('ntpInfo.sunset'), sunTime(data.sun_settime)],
                [
                  t('ntpInfo.sunStatus'),
                  <Badge key="d" variant={data.sun_isDayPeriod ? 'warning' : 'dark'}>
                    {t(data.sun_isDayPeriod ? 'ntpInfo.day' : 'ntpInfo.night')}
                  </Badge>,
                ],
              ]}
            />
          </Card>
        </>
      )}
    </PageFrame>
  );
}
