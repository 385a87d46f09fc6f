import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  NTP_SERVER_MAX_UI,
  type NtpConfig,
  type NtpConfig2026,
  SUNSET_TYPES,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { ManualTimeCard } from './manual-time-card.tsx';
import { TimezoneFields } from './timezone-fields.tsx';

/** `/settings/ntp`: time server, timezone, location and sunset type, manual time sync. */
export function NtpSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<NtpConfig | NtpConfig2026>('/api/ntp/config');

  return (
    <SettingsPage title={t('ntpSettings.title')} form={form}>
      {(values, bind) => (
        <>
          <Card title={t('ntpSettings.ntpCard')}>
            <TextField
              label={t('ntpSettings.server')}
              {...bind('ntp_server')}
              required
              maxLength={NTP_SERVER_MAX_UI}
              hint={t('ntpSettings.serverHint')}
            />
            <TimezoneFields
              values={values}
              onChange={(zone) => form.setValues((prev) => prev && { ...prev, ...zone })}
            />
          </Card>
          <Card title={t('ntpSettings.locationCard')}>
            <NumberField
              label={t('ntpSettings.latitude')}
              {...bind('latitude')}
              required
              min={LATITUDE_MIN}
              max={LATITUDE_MAX}
              step="any"
              unit="°"
            />
            <NumberField
              label={t('ntpSettings.longitude')}
              {...bind('longitude')}
              required
              min={LONGITUDE_MIN}
              max={LONGITUDE_MAX}
              step="any"
              unit="°"
            />
            <SelectField
              label={t('ntpSettings.sunsetType')}
              options={SUNSET_TYPES.map((type) => ({
                value: type.value,
                label: t(`ntpSettings.sunset${type.value}`),
              }))}
              {...bind('sunsettype')}
              hint={t('ntpSettings.sunsetHint')}
            />
          </Card>
          <ManualTimeCard />
        </>
      )}
    </SettingsPage>
  );
}
