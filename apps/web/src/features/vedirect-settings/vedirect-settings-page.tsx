import type { VedirectConfig } from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { FormByGeneration } from '../../ui/form-by-generation.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { SolarCharger2026Page } from './solar-charger-2026-page.tsx';

/** `/settings/vedirect`: the charge controllers' link, in the device's generation. */
export function VedirectSettingsPage() {
  return (
    <FormByGeneration
      area="solarcharger"
      forms={{
        '2024': BUILT['solarcharger:2024'] && Vedirect2024Page,
        '2026': BUILT['solarcharger:2026'] && SolarCharger2026Page,
      }}
    />
  );
}

/** The 2024.05.03 form: the serial link to the Victron charge controllers. */
function Vedirect2024Page() {
  const { t } = useI18n();
  const form = useSettingsForm<VedirectConfig>('/api/vedirect/config');

  return (
    <SettingsPage title={t('vedirectSettings.title')} form={form}>
      {(values, bind) => (
        <Card title={t('vedirectSettings.mainCard')}>
          <CheckField switch label={t('vedirectSettings.enabled')} {...bind('vedirect_enabled')} />
          {values.vedirect_enabled && (
            <>
              <CheckField switch label={t('vedirectSettings.verbose')} {...bind('verbose_logging')} />
              <CheckField
                switch
                label={t('vedirectSettings.updatesOnly')}
                hint={t('vedirectSettings.updatesOnlyHint')}
                {...bind('vedirect_updatesonly')}
              />
            </>
          )}
        </Card>
      )}
    </SettingsPage>
  );
}
