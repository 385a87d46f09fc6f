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
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import type { LimiterCardProps } from './limiter-inverter-card.tsx';
import { canUseSocThresholds, canUseVoltageThresholds } from './limiter-rules.ts';

const SOC = { min: POWER_LIMITER_SOC_MIN, max: POWER_LIMITER_SOC_MAX, unit: '%', required: true };
const VOLTAGE = {
  min: POWER_LIMITER_VOLTAGE_MIN_V,
  max: POWER_LIMITER_VOLTAGE_MAX_V,
  step: POWER_LIMITER_VOLTAGE_STEP_V,
  unit: 'V',
  required: true,
};

/** Passing charge-controller power straight through to the inverter. */
export function LimiterPassthroughCard({ values, update }: Omit<LimiterCardProps, 'metadata'>) {
  const { t } = useI18n();
  return (
    <Card title={t('powerLimiterSettings.passthroughCard')}>
      <CheckField
        switch
        label={t('powerLimiterSettings.passthrough')}
        hint={t('powerLimiterSettings.passthroughHint')}
        checked={values.solar_passthrough_enabled}
        onChange={(v) => update('solar_passthrough_enabled', v)}
      />
      {values.solar_passthrough_enabled && (
        <NumberField
          label={t('powerLimiterSettings.losses')}
          value={values.solar_passthrough_losses}
          onChange={(v) => update('solar_passthrough_losses', v)}
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
        checked={values.battery_always_use_at_night}
        onChange={(v) => update('battery_always_use_at_night', v)}
      />
    </Card>
  );
}

/** When the battery may be discharged: by state of charge (with a battery interface) or by voltage. */
export function LimiterBatteryCard({ values, metadata, update }: LimiterCardProps) {
  const { t } = useI18n();
  const soc = canUseSocThresholds(values, metadata);
  const voltage = canUseVoltageThresholds(values);
  if (!soc && !voltage) return null;
  const passthrough = values.solar_passthrough_enabled;
  // No upper limit here: the firmware's factory value (100 V) must stay savable.
  const passthroughHint = t('powerLimiterSettings.fullPassthroughVoltageHint', {
    max: POWER_LIMITER_VOLTAGE_MAX_V,
  });
  return (
    <Card title={t('powerLimiterSettings.batteryCard')}>
      {soc && (
        <>
          <CheckField
            switch
            label={t('powerLimiterSettings.ignoreSoc')}
            checked={values.ignore_soc}
            onChange={(v) => update('ignore_soc', v)}
          />
          <NumberField
            label={t('powerLimiterSettings.socStart')}
            value={values.battery_soc_start_threshold}
            onChange={(v) => update('battery_soc_start_threshold', v)}
            {...SOC}
          />
          <NumberField
            label={t('powerLimiterSettings.socStop')}
            value={values.battery_soc_stop_threshold}
            onChange={(v) => update('battery_soc_stop_threshold', v)}
            {...SOC}
          />
          {passthrough && (
            <NumberField
              label={t('powerLimiterSettings.fullPassthroughSoc')}
              value={values.full_solar_passthrough_soc}
              onChange={(v) => update('full_solar_passthrough_soc', v)}
              {...SOC}
            />
          )}
        </>
      )}
      {voltage && (
        <>
          <NumberField
            label={t('powerLimiterSettings.voltageStart')}
            value={values.voltage_start_threshold}
            onChange={(v) => update('voltage_start_threshold', v)}
            {...VOLTAGE}
          />
          <NumberField
            label={t('powerLimiterSettings.voltageStop')}
            value={values.voltage_stop_threshold}
            onChange={(v) => update('voltage_stop_threshold', v)}
            {...VOLTAGE}
          />
          {passthrough && (
            <>
              <NumberField
                label={t('powerLimiterSettings.fullPassthroughStartVoltage')}
                value={values.full_solar_passthrough_start_voltage}
                onChange={(v) => update('full_solar_passthrough_start_voltage', v)}
                hint={passthroughHint}
                min={POWER_LIMITER_VOLTAGE_MIN_V}
                step={POWER_LIMITER_VOLTAGE_STEP_V}
                unit="V"
                required
              />
              <NumberField
                label={t('powerLimiterSettings.fullPassthroughStopVoltage')}
                value={values.full_solar_passthrough_stop_voltage}
                onChange={(v) => update('full_solar_passthrough_stop_voltage', v)}
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
            value={values.voltage_load_correction_factor}
            onChange={(v) => update('voltage_load_correction_factor', v)}
            step={POWER_LIMITER_CORRECTION_FACTOR_STEP}
            hint={t('powerLimiterSettings.loadCorrectionHint')}
            required
          />
        </>
      )}
    </Card>
  );
}
