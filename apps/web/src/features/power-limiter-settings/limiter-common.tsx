import type { PowerLimiterConfig } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Bind } from '../../ui/fields/bind.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';

/** The limiter settings with the same keys and meaning in every generation. */
export type LimiterCommon = Pick<
  PowerLimiterConfig,
  | 'target_power_consumption'
  | 'target_power_consumption_hysteresis'
  | 'ignore_soc'
  | 'battery_soc_start_threshold'
  | 'battery_soc_stop_threshold'
  | 'full_solar_passthrough_soc'
  | 'voltage_start_threshold'
  | 'voltage_stop_threshold'
  | 'full_solar_passthrough_start_voltage'
  | 'full_solar_passthrough_stop_voltage'
  | 'voltage_load_correction_factor'
>;

/**
 * The `bind` of a generation's whole limiter form, narrowed to the common keys (TypeScript cannot
 * see that a generic `bind` over more keys serves these; their types are the same).
 */
export const bindCommon = <T extends LimiterCommon>(bind: Bind<T>) => bind as unknown as Bind<LimiterCommon>;

/** The grid target (where a power meter tells the consumption) and the hysteresis around it. */
export function LimiterTargetFields({ target, bind }: { target: boolean; bind: Bind<LimiterCommon> }) {
  const { t } = useI18n();
  return (
    <>
      {target && (
        <NumberField
          label={t('powerLimiterSettings.target')}
          {...bind('target_power_consumption')}
          unit="W"
          hint={t('powerLimiterSettings.targetHint')}
          required
        />
      )}
      <NumberField
        label={t('common.hysteresis')}
        {...bind('target_power_consumption_hysteresis')}
        min={0}
        unit="W"
        hint={t('powerLimiterSettings.hysteresisHint')}
        required
      />
    </>
  );
}
