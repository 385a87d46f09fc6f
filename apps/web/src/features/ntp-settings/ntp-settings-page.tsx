import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  NTP_SERVER_MAX_UI,
  NTP_TIMEZONE_MAX_UI,
  type NtpConfig,
  SUNSET_TYPES,
} from '@dtu/contract';
import { useMemo } from 'react';
import { useResource } from '../../api/use-resource.ts';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { ManualTimeCard } from './manual-time-card.tsx';
import { splitZoneValue, zoneOptions, zoneValue } from './time-fields.ts';

/** `/settings/ntp`: time server, timezone, location and sunset type, manual time sync. */
export function NtpSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<NtpConfig>('/api/ntp/config');
  const zones = useResource<Record<string, string>>('/zones.json', { suppressErrorPage: true });
  const options = useMemo(() => zoneOptions(zones.data ?? {}), [zones.data]);

  return (
    <SettingsPage title={t('ntpSettings.title')} form={form}>
      {(values, bind) => {
        const current = zoneValue(values.ntp_timezone_descr, values.ntp_timezone);
        // A stored zone missing from the list stays selectable instead of silently changing.
        const zoneChoices = options.some((o) => o.value === current)
          ? options
          : [{ value: current, label: values.ntp_timezone_descr }, ...options];
        return (
          <>
            <Card title={t('ntpSettings.ntpCard')}>
              <TextField
                label={t('ntpSettings.server')}
                {...bind('ntp_server')}
                required
                maxLength={NTP_SERVER_MAX_UI}
                hint={t('ntpSettings.serverHint')}
              />
              <SelectField
                label={t('ntpSettings.timezone')}
                value={current}
                options={zoneChoices}
                onChange={(v) => {
                  const { name, tz } = splitZoneValue(v);
                  form.setValues((prev) => prev && { ...prev, ntp_timezone_descr: name, ntp_timezone: tz });
                }}
              />
              <TextField
                label={t('ntpSettings.timezoneConfig')}
                value={values.ntp_timezone}
                onChange={() => {}}
                readOnly
                maxLength={NTP_TIMEZONE_MAX_UI}
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
        );
      }}
    </SettingsPage>
  );
}
