import type { HuaweiConfig } from '@dtu/contract';
import { RESTARTS_AFTER_SAVE } from '../../api/restart-store.ts';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { FormByGeneration } from '../../ui/form-by-generation.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { AcChargerLimitsCard, AcChargerSocCard } from './ac-charger-limits-card.tsx';
import { AutoPowerSwitches, CanFrequencyField } from './charger-fields.tsx';
import { GridCharger2026Page } from './grid-charger-2026-page.tsx';

/** `/settings/chargerac`: the charger fed from the grid, in the device's generation. */
export function AcChargerSettingsPage() {
  return (
    <FormByGeneration
      area="gridcharger"
      forms={{
        '2024': BUILT['gridcharger:2024'] && AcCharger2024Page,
        '2026': BUILT['gridcharger:2026'] && GridCharger2026Page,
      }}
    />
  );
}

/** The 2024.05.03 form: the Huawei rectifier on the CAN bus; the device restarts after a save. */
function AcCharger2024Page() {
  const { t } = useI18n();
  const form = useSettingsForm<HuaweiConfig>('/api/huawei/config', RESTARTS_AFTER_SAVE);

  return (
    <SettingsPage title={t('acChargerSettings.title')} form={form}>
      {(values, bind) => (
        <>
          <Card title={t('acChargerSettings.mainCard')}>
            <CheckField switch label={t('acChargerSettings.enabled')} {...bind('enabled')} />
            {values.enabled && (
              <>
                <CheckField switch label={t('acChargerSettings.verbose')} {...bind('verbose_logging')} />
                <CanFrequencyField {...bind('can_controller_frequency')} />
                <AutoPowerSwitches bind={bind} autoPower={values.auto_power_enabled} />
              </>
            )}
          </Card>
          {values.enabled && (values.auto_power_enabled || values.emergency_charge_enabled) && (
            <AcChargerLimitsCard bind={bind} />
          )}
          {values.enabled && values.auto_power_enabled && values.auto_power_batterysoc_limits_enabled && (
            <AcChargerSocCard bind={bind} />
          )}
        </>
      )}
    </SettingsPage>
  );
}
