import {
  POWER_LIMITER_LOWER_LIMIT_MIN_W,
  POWER_LIMITER_RESTART_HOUR_MAX,
  POWER_LIMITER_RESTART_HOUR_OFF,
  type PowerLimiterConfig,
  type PowerLimiterMetadata,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bind } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { NO_INVERTER, selectedInverter } from './limiter-rules.ts';

export interface LimiterCardProps {
  values: PowerLimiterConfig;
  metadata: PowerLimiterMetadata;
  bind: Bind<PowerLimiterConfig>;
}

type PowerWindowKey = 'lower_power_limit' | 'base_load_limit' | 'upper_power_limit';

const HOURS = Array.from({ length: POWER_LIMITER_RESTART_HOUR_MAX + 1 }, (_, hour) => hour);

/** Which inverter the limiter drives and the power window it may use. */
export function LimiterInverterCard({ values, metadata, bind }: LimiterCardProps) {
  const { t } = useI18n();
  const inverter = selectedInverter(values, metadata);
  const inverters = Object.entries(metadata.inverters).sort(([, a], [, b]) => a.pos - b.pos);
  // Lower limit, base load and upper limit, each above the one before.
  const powerWindow: { key: PowerWindowKey; label: string; min: number; hint?: string }[] = [
    {
      key: 'lower_power_limit',
      label: t('powerLimiterSettings.lowerLimit'),
      min: POWER_LIMITER_LOWER_LIMIT_MIN_W,
    },
    {
      key: 'base_load_limit',
      label: t('powerLimiterSettings.baseLoad'),
      min: values.lower_power_limit + 1,
      hint: t('powerLimiterSettings.baseLoadHint'),
    },
    {
      key: 'upper_power_limit',
      label: t('powerLimiterSettings.upperLimit'),
      min: values.base_load_limit + 1,
    },
  ];
  return (
    <Card title={t('powerLimiterSettings.inverterCard')}>
      <SelectField
        label={t('powerLimiterSettings.inverter')}
        options={[
          ...(inverter ? [] : [{ value: NO_INVERTER, label: t('powerLimiterSettings.chooseInverter') }]),
          ...inverters.map(([serial, info]) => ({ value: serial, label: `${info.name} (${info.type})` })),
        ]}
        {...bind('inverter_serial')}
        required
      />
      {inverter && inverter.channels > 1 && (
        <SelectField
          label={t('powerLimiterSettings.channel')}
          options={Array.from({ length: inverter.channels }, (_, channel) => ({
            value: channel,
            label: t('powerLimiterSettings.channelNumber', { number: channel + 1 }),
          }))}
          {...bind('inverter_channel_id')}
          hint={t('powerLimiterSettings.channelHint')}
        />
      )}
      <CheckField
        switch
        label={t('powerLimiterSettings.solarPowered')}
        hint={t('powerLimiterSettings.solarPoweredHint')}
        {...bind('is_inverter_solar_powered')}
      />
      <CheckField
        switch
        label={t('powerLimiterSettings.behindMeter')}
        hint={t('powerLimiterSettings.behindMeterHint')}
        {...bind('is_inverter_behind_powermeter')}
      />
      {powerWindow.map(({ key, label, min, hint }) => (
        <NumberField key={key} label={label} {...bind(key)} min={min} unit="W" hint={hint} required />
      ))}
      <SelectField
        label={t('powerLimiterSettings.restartHour')}
        options={[
          { value: POWER_LIMITER_RESTART_HOUR_OFF, label: t('powerLimiterSettings.restartDisabled') },
          ...HOURS.map((hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` })),
        ]}
        {...bind('inverter_restart_hour')}
        hint={t('powerLimiterSettings.restartHint')}
      />
    </Card>
  );
}
