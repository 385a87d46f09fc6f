import type { NtpStatus } from '@dtu/contract';
import type { ReactNode } from 'react';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <table className="table table-sm mb-0">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-50 fw-normal">
              {label}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
            <Rows
              rows={[
                [t('ntpInfo.server'), data.ntp_server],
                [t('ntpInfo.timezone'), data.ntp_timezone],
                [t('ntpInfo.timezoneDescr'), data.ntp_timezone_descr],
              ]}
            />
          </Card>
          <Card title={t('ntpInfo.timeCard')}>
            <Rows
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
            <Rows
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
