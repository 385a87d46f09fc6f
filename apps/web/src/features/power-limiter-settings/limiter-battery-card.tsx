import {
  POWER_LIMITER_CORRECTION_FACTOR_STEP,
  POWER_LIMITER_LOSSES_MAX,
  POWER_LIMITER_LOSSES_MIN,
  POWER_LIMITER_SOC_MAX,
  POWER_LIMITER_SOC_MIN,
  POWER_LIMITER_VOLTAGE_MAX_V,
  POWER_LIMITER_VOLTAGE_MIN_V,
  POWER_LIMITER_VOLTAGE_STEP_V,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bind } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import type { LimiterCommon } from './limiter-common.tsx';
import type { LimiterCardProps } from './limiter-inverter-card.tsx';

const SOC = { min: POWER_LIMITER_SOC_MIN, max: POWER_LIMITER_SOC_MAX, unit: '%', required: true };
const VOLTAGE = {
  min: POWER_LIMITER_VOLTAGE_MIN_V,
  max: POWER_LIMITER_VOLTAGE_MAX_V,
  step: POWER_LIMITER_VOLTAGE_STEP_V,
  unit: 'V',
  required: true,
};

/** Passing charge-controller power straight through to the inverter. */
export function LimiterPassthroughCard({ values, bind }: Omit<LimiterCardProps, 'metadata'>) {
  const { t } = useI18n();
  return (
    <Card title={t('powerLimiterSettings.passthroughCard')}>
      <CheckField
        switch
        label={t('powerLimiterSettings.passthrough')}
        hint={t('powerLimiterSettings.passthroughHint')}
        {...bind('solar_passthrough_enabled')}
      />
      {values.solar_passthrough_enabled && (
        <NumberField
          label={t('powerLimiterSettings.losses')}
          {...bind('solar_passthrough_losses')}
          min={POWER_LIMITER_LOSSES_MIN}
          max={POWER_LIMITER_LOSSES_MAX}
          unit="%"
          hint={t('powerLimiterSettings.lossesHint')}
          required
        />
      )}
      <CheckField
        switch
        label={t('powerLimiterSettings.batteryAtNight')}
        {...bind('battery_always_use_at_night')}
      />
    </Card>
  );
}

export interface LimiterBatteryCardProps {
  /** Thresholds by state of charge (a battery interface reports it). */
  soc: boolean;
  /** Thresholds by voltage. */
  voltage: boolean;
  /** Solar passthrough is on: its full-passthrough thresholds apply. */
  passthrough: boolean;
  bind: Bind<LimiterCommon>;
}

/** When the battery may be discharged: by state of charge (with a battery interface) or by voltage. */
export function LimiterBatteryCard({ soc, voltage, passthrough, bind }: LimiterBatteryCardProps) {
  const { t } = useI18n();
  if (!soc && !voltage) return null;
  // No upper limit here: the firmware's factory value (100 V) must stay savable.
  const passthroughHint = t('powerLimiterSettings.fullPassthroughVoltageHint', {
    max: POWER_LIMITER_VOLTAGE_MAX_V,
  });
  return (
    <Card title={t('powerLimiterSettings.batteryCard')}>
      {soc && (
        <>
          <p className="form-text">{t('powerLimiterSettings.socRule')}</p>
          <CheckField switch label={t('powerLimiterSettings.ignoreSoc')} {...bind('ignore_soc')} />
          <NumberField
            label={t('powerLimiterSettings.socStart')}
            {...bind('battery_soc_start_threshold')}
            {...SOC}
          />
          <NumberField
            label={t('powerLimiterSettings.socStop')}
            {...bind('battery_soc_stop_threshold')}
            {...SOC}
          />
          {passthrough && (
            <NumberField
              label={t('powerLimiterSettings.fullPassthroughSoc')}
              {...bind('full_solar_passthrough_soc')}
              {...SOC}
            />
          )}
        </>
      )}
      {voltage && (
        <>
          <NumberField
            label={t('powerLimiterSettings.voltageStart')}
            {...bind('voltage_start_threshold')}
            {...VOLTAGE}
          />
          <NumberField
            label={t('powerLimiterSettings.voltageStop')}
            {...bind('voltage_stop_threshold')}
            {...VOLTAGE}
          />
          {passthrough && (
            <>
              <NumberField
                label={t('powerLimiterSettings.fullPassthroughStartVoltage')}
                {...bind('full_solar_passthrough_start_voltage')}
                hint={passthroughHint}
                min={POWER_LIMITER_VOLTAGE_MIN_V}
                step={POWER_LIMITER_VOLTAGE_STEP_V}
                unit="V"
                required
              />
              <NumberField
                label={t('powerLimiterSettings.fullPassthroughStopVoltage')}
                {...bind('full_solar_passthrough_stop_voltage')}
                hint={passthroughHint}
                min={POWER_LIMITER_VOLTAGE_MIN_V}
                step={POWER_LIMITER_VOLTAGE_STEP_V}
                unit="V"
                required
              />
            </>
          )}
          <NumberField
            label={t('powerLimiterSettings.loadCorrection')}
            {...bind('voltage_load_correction_factor')}
            step={POWER_LIMITER_CORRECTION_FACTOR_STEP}
            unit="1/A"
            hint={t('powerLimiterSettings.loadCorrectionHint')}
            required
          />
        </>
      )}
    </Card>
  );
}
