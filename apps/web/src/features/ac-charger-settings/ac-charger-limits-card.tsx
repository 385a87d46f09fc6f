import {
  AC_CHARGER_LOWER_POWER_MAX_W,
  AC_CHARGER_LOWER_POWER_MIN_W,
  AC_CHARGER_SOC_MAX_AGE_S,
  AC_CHARGER_STOP_SOC_MAX,
  AC_CHARGER_STOP_SOC_MIN,
  AC_CHARGER_TARGET_POWER_MAX_W,
  AC_CHARGER_TARGET_POWER_MIN_W,
  AC_CHARGER_UPPER_POWER_MAX_W,
  AC_CHARGER_UPPER_POWER_MIN_W,
  AC_CHARGER_VOLTAGE_MAX_V,
  AC_CHARGER_VOLTAGE_MIN_V,
  AC_CHARGER_VOLTAGE_OFFLINE_MIN_V,
  AC_CHARGER_VOLTAGE_STEP_V,
  type HuaweiConfig,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bind } from '../../ui/fields/bind.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';

interface CardProps {
  bind: Bind<HuaweiConfig>;
}

/** Voltage window and power range of the automatic control (also used by emergency charging). */
export function AcChargerLimitsCard({ bind }: CardProps) {
  const { t } = useI18n();
  const voltage = {
    min: AC_CHARGER_VOLTAGE_MIN_V,
    max: AC_CHARGER_VOLTAGE_MAX_V,
    step: AC_CHARGER_VOLTAGE_STEP_V,
    unit: 'V',
    required: true,
  };
  const canOffHint = t('acChargerSettings.canOffHint', {
    min: AC_CHARGER_VOLTAGE_OFFLINE_MIN_V,
    max: AC_CHARGER_VOLTAGE_MAX_V,
  });
  return (
    <Card title={t('acChargerSettings.limitsCard')}>
      <NumberField
        label={t('acChargerSettings.voltageLimit')}
        {...bind('voltage_limit')}
        hint={`${t('acChargerSettings.voltageLimitHint')} ${canOffHint}`}
        {...voltage}
      />
      <NumberField
        label={t('acChargerSettings.enableVoltageLimit')}
        {...bind('enable_voltage_limit')}
        hint={`${t('acChargerSettings.enableVoltageLimitHint')} ${canOffHint}`}
        {...voltage}
      />
      <NumberField
        label={t('acChargerSettings.lowerPower')}
        {...bind('lower_power_limit')}
        min={AC_CHARGER_LOWER_POWER_MIN_W}
        max={AC_CHARGER_LOWER_POWER_MAX_W}
        unit="W"
        required
      />
      <NumberField
        label={t('acChargerSettings.upperPower')}
        {...bind('upper_power_limit')}
        min={AC_CHARGER_UPPER_POWER_MIN_W}
        max={AC_CHARGER_UPPER_POWER_MAX_W}
        unit="W"
        required
      />
      <NumberField
        label={t('acChargerSettings.targetPower')}
        {...bind('target_power_consumption')}
        min={AC_CHARGER_TARGET_POWER_MIN_W}
        max={AC_CHARGER_TARGET_POWER_MAX_W}
        unit="W"
        hint={t('acChargerSettings.targetPowerHint')}
        required
      />
    </Card>
  );
}

/** The battery state of charge at which automatic charging stops. */
export function AcChargerSocCard({ bind }: CardProps) {
  const { t } = useI18n();
  return (
    <Card title={t('acChargerSettings.socCard')}>
      <NumberField
        label={t('acChargerSettings.stopSoc')}
        {...bind('stop_batterysoc_threshold')}
        min={AC_CHARGER_STOP_SOC_MIN}
        max={AC_CHARGER_STOP_SOC_MAX}
        unit="%"
        hint={t('acChargerSettings.socHint', { seconds: AC_CHARGER_SOC_MAX_AGE_S })}
        required
      />
    </Card>
  );
}
