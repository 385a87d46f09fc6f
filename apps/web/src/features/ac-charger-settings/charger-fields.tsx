import { CAN_CONTROLLER_FREQUENCIES_HZ, type HuaweiConfig } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Bind, Bound } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';

const HZ_PER_MHZ = 1_000_000;

/** The crystal of an MCP2515 CAN controller. */
export function CanFrequencyField(bound: Bound<number>) {
  const { t } = useI18n();
  return (
    <SelectField
      label={t('acChargerSettings.canFrequency')}
      options={CAN_CONTROLLER_FREQUENCIES_HZ.map((hz) => ({ value: hz, label: `${hz / HZ_PER_MHZ} MHz` }))}
      {...bound}
    />
  );
}

type Switches = Pick<
  HuaweiConfig,
  'auto_power_enabled' | 'auto_power_batterysoc_limits_enabled' | 'emergency_charge_enabled'
>;

/** Automatic power control, its state-of-charge limits and emergency charging (both generations). */
export function AutoPowerSwitches<T extends Switches>(props: { bind: Bind<T>; autoPower: boolean }) {
  const { t } = useI18n();
  // Every shape passed here holds these keys with these types.
  const bind = props.bind as unknown as Bind<Switches>;
  return (
    <>
      <CheckField switch label={t('acChargerSettings.autoPower')} {...bind('auto_power_enabled')} />
      {props.autoPower && (
        <CheckField
          switch
          label={t('acChargerSettings.socLimits')}
          {...bind('auto_power_batterysoc_limits_enabled')}
        />
      )}
      <CheckField
        switch
        label={t('acChargerSettings.emergencyCharge')}
        {...bind('emergency_charge_enabled')}
      />
    </>
  );
}
