import {
  POWER_LIMITER_LOWER_LIMIT_MIN_W,
  POWER_LIMITER_RESTART_HOUR_MAX,
  POWER_LIMITER_RESTART_HOUR_OFF,
  type PowerLimiterConfig,
  type PowerLimiterMetadata,
} from '@dtu/contract';
import type { SettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { NO_INVERTER, selectedInverter } from './limiter-rules.ts';

export interface LimiterCardProps {
  values: PowerLimiterConfig;
  metadata: PowerLimiterMetadata;
  update: SettingsForm<PowerLimiterConfig>['update'];
}

const HOURS = Array.from({ length: POWER_LIMITER_RESTART_HOUR_MAX + 1 }, (_, hour) => hour);

/** Which inverter the limiter drives and the power window it may use. */
export function LimiterInverterCard({ values, metadata, update }: LimiterCardProps) {
  const { t } = useI18n();
  const inverter = selectedInverter(values, metadata);
  const inverters = Object.entries(metadata.inverters).sort(([, a], [, b]) => a.pos - b.pos);
  return (
    <Card title={t('powerLimiterSettings.inverterCard')}>
      <SelectField
        label={t('powerLimiterSettings.inverter')}
        value={values.inverter_serial}
        options={[
          ...(inverter ? [] : [{ value: NO_INVERTER, label: t('powerLimiterSettings.chooseInverter') }]),
          ...inverters.map(([serial, info]) => ({ value: serial, label: `${info.name} (${info.type})` })),
        ]}
        onChange={(v) => update('inverter_serial', v)}
        required
      />
      {inverter && inverter.channels > 1 && (
        <SelectField
          label={t('powerLimiterSettings.channel')}
          value={values.inverter_channel_id}
          options={Array.from({ length: inverter.channels }, (_, channel) => ({
            value: channel,
            label: t('powerLimiterSettings.channelNumber', { number: channel + 1 }),
          }))}
          onChange={(v) => update('inverter_channel_id', v)}
          hint={t('powerLimiterSettings.channelHint')}
        />
      )}
      <CheckField
        switch
        label={t('powerLimiterSettings.solarPowered')}
        hint={t('powerLimiterSettings.solarPoweredHint')}
        checked={values.is_inverter_solar_powered}
        onChange={(v) => update('is_inverter_solar_powered', v)}
      />
      <CheckField
        switch
        label={t('powerLimiterSettings.behindMeter')}
        hint={t('powerLimiterSettings.behindMeterHint')}
        checked={values.is_inverter_behind_powermeter}
        onChange={(v) => update('is_inverter_behind_powermeter', v)}
      />
      <NumberField
        label={t('powerLimiterSettings.lowerLimit')}
        value={values.lower_power_limit}
        onChange={(v) => update('lower_power_limit', v)}
        min={POWER_LIMITER_LOWER_LIMIT_MIN_W}
        unit="W"
        required
      />
      <NumberField
        label={t('powerLimiterSettings.baseLoad')}
        value={values.base_load_limit}
        onChange={(v) => update('base_load_limit', v)}
        min={values.lower_power_limit + 1}
        unit="W"
        hint={t('powerLimiterSettings.baseLoadHint')}
        required
      />
      <NumberField
        label={t('powerLimiterSettings.upperLimit')}
        value={values.upper_power_limit}
        onChange={(v) => update('upper_power_limit', v)}
        min={values.base_load_limit + 1}
        unit="W"
        required
      />
      <SelectField
        label={t('powerLimiterSettings.restartHour')}
        value={values.inverter_restart_hour}
        options={[
          { value: POWER_LIMITER_RESTART_HOUR_OFF, label: t('powerLimiterSettings.restartDisabled') },
          ...HOURS.map((hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` })),
        ]}
        onChange={(v) => update('inverter_restart_hour', v)}
        hint={t('powerLimiterSettings.restartHint')}
      />
    </Card>
  );
}
