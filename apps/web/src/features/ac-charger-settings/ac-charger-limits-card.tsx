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

/** The keys both generations' chargers hold with the same meaning. */
type Limits = Pick<
  HuaweiConfig,
  | 'voltage_limit'
  | 'enable_voltage_limit'
  | 'lower_power_limit'
  | 'upper_power_limit'
  | 'target_power_consumption'
  | 'stop_batterysoc_threshold'
>;

interface CardProps<T extends Limits> {
  bind: Bind<T>;
}

interface LimitsCardProps<T extends Limits> extends CardProps<T> {
  /** Upper end of the power ranges, W (default: those of 2024.05.03). */
  maxPowerW?: number;
  /** Voltages and the power window apply to the Huawei only (2026.03.31 also drives a Trucki). */
  huawei?: boolean;
  /** The start voltage, lower power and target apply to the automatic control only. */
  autoPower?: boolean;
}

/** Every shape passed here holds these keys with these types. */
const limitsBind = <T extends Limits>(bind: Bind<T>) => bind as unknown as Bind<Limits>;

/** Voltage window and power range of the automatic control (also used by emergency charging). */
export function AcChargerLimitsCard<T extends Limits>(props: LimitsCardProps<T>) {
  const { t } = useI18n();
  const { maxPowerW, huawei = true, autoPower = true } = props;
  const bind = limitsBind(props.bind);
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
      {huawei && (
        <NumberField
          label={t('acChargerSettings.voltageLimit')}
          {...bind('voltage_limit')}
          hint={`${t('acChargerSettings.voltageLimitHint')} ${canOffHint}`}
          {...voltage}
        />
      )}
      {huawei && autoPower && (
        <>
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
            max={maxPowerW ?? AC_CHARGER_LOWER_POWER_MAX_W}
            unit="W"
            required
          />
        </>
      )}
      {huawei && (
        <NumberField
          label={t('acChargerSettings.upperPower')}
          {...bind('upper_power_limit')}
          min={AC_CHARGER_UPPER_POWER_MIN_W}
          max={maxPowerW ?? AC_CHARGER_UPPER_POWER_MAX_W}
          unit="W"
          required
        />
      )}
      {autoPower && (
        <NumberField
          label={t('acChargerSettings.targetPower')}
          {...bind('target_power_consumption')}
          min={maxPowerW ? -maxPowerW : AC_CHARGER_TARGET_POWER_MIN_W}
          max={maxPowerW ?? AC_CHARGER_TARGET_POWER_MAX_W}
          unit="W"
          hint={t('acChargerSettings.targetPowerHint')}
          required
        />
      )}
    </Card>
  );
}

/** The battery state of charge at which automatic charging stops. */
export function AcChargerSocCard<T extends Limits>(props: CardProps<T>) {
  const { t } = useI18n();
  const bind = limitsBind(props.bind);
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
