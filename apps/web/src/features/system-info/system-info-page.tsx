import { CLOCK_WARNING_AFTER_S, type NtpStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { KeyValueTable } from '../../ui/key-value-table.tsx';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { FirmwareCard } from './firmware-card.tsx';
import { MemoryCards } from './memory-cards.tsx';
import { type AnyStatus, System2026Cards, useHardware2026Rows } from './system-2026-cards.tsx';

/** `/info/system`: firmware, hardware, memory, heap and radio state of the device. */
export function SystemInfoPage() {
  const { t, format } = useI18n();
  const { data, loading, reload } = useResource<AnyStatus>('/api/system/status');
  const ntp = useResource<NtpStatus>('/api/ntp/status', { suppressErrorPage: true });
  const yesNo = (ok: boolean, yes: 'configured' | 'connected', no: 'notConfigured' | 'notConnected') => (
    <Badge variant={ok ? 'success' : 'danger'}>{t(`systemInfo.${ok ? yes : no}`)}</Badge>
  );
  const hardware2026 = useHardware2026Rows(data);
  // Right after boot an unsynced clock is normal; warn only once the device had time to sync.
  const clockWarning = data && ntp.data && !ntp.data.ntp_status && data.uptime > CLOCK_WARNING_AFTER_S;

  return (
    <PageFrame
      title={t('systemInfo.title')}
      loading={loading && !data}
      onReload={() => Promise.all([reload(), ntp.reload()])}
    >
      {data && (
        <>
          {clockWarning && (
            <Alert variant="warning">
              {t('systemInfo.clockWarning')} <Link href="/settings/ntp">{t('systemInfo.ntpLink')}</Link>
            </Alert>
          )}
          <FirmwareCard status={data} />
          <Card title={t('systemInfo.hardwareCard')}>
            <KeyValueTable
              rows={[
                [t('systemInfo.chipModel'), data.chipmodel],
                [t('systemInfo.chipRevision'), String(data.chiprevision)],
                [t('systemInfo.chipCores'), String(data.chipcores)],
                [t('systemInfo.cpuFrequency'), t('systemInfo.mhz', { value: format.decimal(data.cpufreq) })],
                ...hardware2026,
              ]}
            />
          </Card>
          <MemoryCards status={data} />
          {BUILT.systemExtras && <System2026Cards status={data} />}
          <Card title={t('systemInfo.radioCard')}>
            <KeyValueTable
              rows={[
                [
                  t('systemInfo.nrfStatus'),
                  <span key="n" className="d-flex flex-wrap gap-2">
                    {yesNo(data.nrf_configured, 'configured', 'notConfigured')}
                    {yesNo(data.nrf_connected, 'connected', 'notConnected')}
                  </span>,
                ],
                [
                  t('systemInfo.nrfType'),
                  t(
                    `systemInfo.${!data.nrf_connected ? 'unknown' : data.nrf_pvariant ? 'nrfPlus' : 'nrfPlain'}`,
                  ),
                ],
                [
                  t('systemInfo.cmtStatus'),
                  <span key="c" className="d-flex flex-wrap gap-2">
                    {yesNo(data.cmt_configured, 'configured', 'notConfigured')}
                    {yesNo(data.cmt_connected, 'connected', 'notConnected')}
                  </span>,
                ],
              ]}
            />
          </Card>
        </>
      )}
    </PageFrame>
  );
}
