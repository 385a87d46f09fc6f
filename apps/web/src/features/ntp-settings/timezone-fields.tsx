import { NTP_TIMEZONE_MAX_UI, type NtpConfig, type NtpConfig2026, type NtpZones } from '@dtu/contract';
import { useMemo } from 'react';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { splitZoneValue, zoneOptions, zoneValue } from './time-fields.ts';

interface Props {
  values: NtpConfig | NtpConfig2026;
  /** The keys a chosen zone changes: both on 2024.05.03, only the name on the 2026 generations. */
  onChange: (zone: Pick<NtpConfig, 'ntp_timezone_descr'> & Partial<Pick<NtpConfig, 'ntp_timezone'>>) => void;
}

/**
 * The zone select and its POSIX string. The answer's shape tells the generation: with
 * `ntp_timezone` (2024.05.03) the list is the embedded `/zones.json` and both halves are saved;
 * without it (2026) the device serves the list at `/api/ntp/zones`, has no `/zones.json`, and
 * takes the name only.
 */
export function TimezoneFields({ values, onChange }: Props) {
  const { t } = useI18n();
  const legacy = 'ntp_timezone' in values;
  const zones = useResource<NtpZones>(legacy ? '/zones.json' : '/api/ntp/zones', { suppressErrorPage: true });
  const options = useMemo(() => zoneOptions(zones.data ?? {}), [zones.data]);
  const tz = legacy ? values.ntp_timezone : (zones.data?.[values.ntp_timezone_descr] ?? '');
  const current = zoneValue(values.ntp_timezone_descr, tz);
  // A stored zone missing from the list stays selectable instead of silently changing.
  const choices = options.some((o) => o.value === current)
    ? options
    : [{ value: current, label: values.ntp_timezone_descr }, ...options];
  return (
    <>
      <SelectField
        label={t('ntpSettings.timezone')}
        value={current}
        options={choices}
        onChange={(v) => {
          const zone = splitZoneValue(v);
          onChange(
            legacy
              ? { ntp_timezone_descr: zone.name, ntp_timezone: zone.tz }
              : { ntp_timezone_descr: zone.name },
          );
        }}
      />
      <TextField
        label={t('ntpSettings.timezoneConfig')}
        value={tz}
        onChange={() => {}}
        readOnly
        maxLength={NTP_TIMEZONE_MAX_UI}
      />
    </>
  );
}
