import type { NtpTime } from '@dtu/contract';
import { useState } from 'react';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Card } from '../../ui/card.tsx';
import { dateOfFields, timeFieldsOf } from './time-fields.ts';
import { useNow } from './use-now.ts';

/** Shows the device and browser clocks ticking and sets the device clock from the browser's. */
export function ManualTimeCard() {
  const { t, format } = useI18n();
  const time = useResource<NtpTime>('/api/ntp/time');
  const [loadedAt, setLoadedAt] = useState<{ data: NtpTime; at: number }>();
  const command = useDeviceCommand('/api/ntp/time', { keepSuccess: true, onSuccess: time.reload });
  const now = useNow();

  // Remember when each answer arrived so the device clock can tick on locally.
  if (time.data && time.data !== loadedAt?.data) setLoadedAt({ data: time.data, at: Date.now() });
  const deviceTime = loadedAt
    ? dateOfFields(loadedAt.data).getTime() + Math.max(0, now - loadedAt.at)
    : undefined;

  const sync = () => command.send(timeFieldsOf(new Date()));

  return (
    <Card title={t('ntpSettings.manualCard')}>
      {command.answer && <ApiResponseAlert response={command.answer} onDismiss={command.dismiss} />}
      <dl className="row mb-3">
        <dt className="col-sm-4 col-lg-3">{t('ntpSettings.deviceTime')}</dt>
        <dd className="col-sm-8 col-lg-9" data-testid="device-time">
          {deviceTime === undefined ? t('ntpSettings.loadingTime') : format.dateTime(deviceTime)}
        </dd>
        <dt className="col-sm-4 col-lg-3">{t('ntpSettings.browserTime')}</dt>
        <dd className="col-sm-8 col-lg-9" data-testid="browser-time">
          {format.dateTime(now)}
        </dd>
      </dl>
      <p className="form-text">{t('ntpSettings.syncHint')}</p>
      <button type="button" className="btn btn-danger" onClick={sync} disabled={command.sending}>
        {t('ntpSettings.sync')}
      </button>
    </Card>
  );
}
