import { LIMITER_POWER_SOURCE, type LimiterInverter2026, type LimiterInverterInfo2026 } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { lowerLimitMinimumW } from './limiter-2026-rules.ts';

export interface Limiter2026InverterCardProps extends Bound<LimiterInverter2026> {
  info: LimiterInverterInfo2026;
  /** A power meter is enabled: "behind the meter" matters. */
  meter: boolean;
}

/** One governed inverter (2026.03.31): where its power comes from and the window it may use. */
export function Limiter2026InverterCard({ info, meter, ...bound }: Limiter2026InverterCardProps) {
  const { t } = useI18n();
  const bind = bindKeys(bound);
  const inverter = bound.value;
  const minimumW = lowerLimitMinimumW(info);
  return (
    <Card title={`${info.name} (${info.type})`}>
      {meter && (
        <CheckField
          switch
          label={t('powerLimiterSettings.behindMeter')}
          hint={t('powerLimiterSettings.behindMeterHint')}
          {...bind('is_behind_power_meter')}
        />
      )}
      <SelectField
        label={t('powerLimiter2026.powerSource')}
        options={[
          { value: LIMITER_POWER_SOURCE.Battery, label: t('powerLimiter2026.sourceBattery') },
          { value: LIMITER_POWER_SOURCE.Solar, label: t('powerLimiter2026.sourceSolar') },
          { value: LIMITER_POWER_SOURCE.SmartBuffer, label: t('powerLimiter2026.sourceSmartBuffer') },
        ]}
        {...bind('power_source')}
      />
      {inverter.power_source === LIMITER_POWER_SOURCE.SmartBuffer && (
        <CheckField
          switch
          label={t('powerLimiter2026.allowStandby')}
          hint={t('powerLimiter2026.allowStandbyHint')}
          {...bind('allow_standby')}
        />
      )}
      {inverter.power_source !== LIMITER_POWER_SOURCE.Battery && !info.pdl_supported && (
        <CheckField
          switch
          label={t('powerLimiter2026.overscaling')}
          hint={t('powerLimiter2026.overscalingHint')}
          {...bind('use_overscaling_to_compensate_shading')}
        />
      )}
      <NumberField
        label={t('powerLimiterSettings.lowerLimit')}
        {...bind('lower_power_limit')}
        min={0}
        unit="W"
        required
      />
      {inverter.lower_power_limit < minimumW && (
        <Alert variant="warning">{t('powerLimiter2026.lowerLimitLow', { min: minimumW })}</Alert>
      )}
      <NumberField
        label={t('powerLimiterSettings.upperLimit')}
        {...bind('upper_power_limit')}
        min={Number.isNaN(inverter.lower_power_limit) ? 0 : inverter.lower_power_limit}
        unit="W"
        required
      />
    </Card>
  );
}
