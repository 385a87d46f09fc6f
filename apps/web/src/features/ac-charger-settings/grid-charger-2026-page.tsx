import {
  GRID_CHARGER_CAN_INTERFACE,
  GRID_CHARGER_POWER_MAX_W,
  GRID_CHARGER_PROVIDER,
  type GridCharger2026,
  TRUCKI_IP_MAX,
  TRUCKI_PASSWORD_MAX,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { IPV4_PATTERN } from '../../ui/fields/ipv4-pattern.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { AcChargerLimitsCard, AcChargerSocCard } from './ac-charger-limits-card.tsx';
import { AutoPowerSwitches, CanFrequencyField } from './charger-fields.tsx';
import { HuaweiOfflineCard } from './huawei-offline-card.tsx';

/**
 * `/settings/chargerac` on OnBattery 2026.03.31: the grid charger (Huawei on CAN, or Trucki over
 * the network) and its automatic power control; applied without a reboot.
 */
export function GridCharger2026Page() {
  const { t } = useI18n();
  const form = useSettingsForm<GridCharger2026>('/api/gridcharger/config');

  return (
    <SettingsPage title={t('gridCharger2026.title2026')} form={form}>
      {(values, bind) => {
        const huawei = values.provider === GRID_CHARGER_PROVIDER.Huawei;
        const can = bindKeys(bind('can'));
        const trucki = bindKeys(bind('trucki'));
        return (
          <>
            <Card title={t('gridCharger2026.mainCard2026')}>
              <CheckField switch label={t('gridCharger2026.enabled2026')} {...bind('enabled')} />
              {values.enabled && (
                <>
                  <SelectField
                    label={t('gridCharger2026.provider')}
                    {...bind('provider')}
                    options={[
                      { value: GRID_CHARGER_PROVIDER.Huawei, label: 'Huawei' },
                      { value: GRID_CHARGER_PROVIDER.Trucki, label: 'Trucki' },
                    ]}
                  />
                  {huawei && (
                    <SelectField
                      label={t('gridCharger2026.canInterface')}
                      {...can('hardware_interface')}
                      options={[
                        { value: GRID_CHARGER_CAN_INTERFACE.Mcp2515, label: 'MCP2515' },
                        { value: GRID_CHARGER_CAN_INTERFACE.Twai, label: 'TWAI' },
                      ]}
                    />
                  )}
                  {huawei && values.can.hardware_interface === GRID_CHARGER_CAN_INTERFACE.Mcp2515 && (
                    <CanFrequencyField {...can('controller_frequency')} />
                  )}
                  {!huawei && (
                    <>
                      <TextField
                        label={t('gridCharger2026.truckiIp')}
                        {...trucki('ip_address')}
                        pattern={IPV4_PATTERN}
                        maxLength={TRUCKI_IP_MAX}
                        required
                      />
                      <TextField
                        type="password"
                        label={t('gridCharger2026.truckiPassword')}
                        {...trucki('password')}
                        maxLength={TRUCKI_PASSWORD_MAX}
                        autoComplete="new-password"
                      />
                    </>
                  )}
                  <AutoPowerSwitches bind={bind} autoPower={values.auto_power_enabled} />
                </>
              )}
            </Card>
            {values.enabled && huawei && <HuaweiOfflineCard {...bind('huawei')} />}
            {values.enabled && (values.auto_power_enabled || (values.emergency_charge_enabled && huawei)) && (
              <AcChargerLimitsCard
                bind={bind}
                maxPowerW={GRID_CHARGER_POWER_MAX_W}
                huawei={huawei}
                autoPower={values.auto_power_enabled}
              />
            )}
            {values.enabled && values.auto_power_enabled && values.auto_power_batterysoc_limits_enabled && (
              <AcChargerSocCard bind={bind} />
            )}
          </>
        );
      }}
    </SettingsPage>
  );
}
