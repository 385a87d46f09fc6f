import {
  SOLAR_CHARGER_CURRENT_UNIT,
  SOLAR_CHARGER_PATH_MAX,
  SOLAR_CHARGER_POWER_UNIT,
  SOLAR_CHARGER_PROVIDER,
  SOLAR_CHARGER_TOPIC_MAX,
  SOLAR_CHARGER_VOLTAGE_UNIT,
  type SolarCharger2026,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

type Quantity = 'power' | 'voltage' | 'current';

const unitOptions = (units: Record<string, number>) =>
  Object.entries(units).map(([label, value]) => ({ value, label }));

/** Each MQTT quantity: its card title, its keys and the units the firmware knows for it. */
const QUANTITIES: readonly [Quantity, MessageKey, Record<string, number>][] = [
  ['power', 'solarCharger2026.powerCard', SOLAR_CHARGER_POWER_UNIT],
  ['voltage', 'solarCharger2026.voltageCard', SOLAR_CHARGER_VOLTAGE_UNIT],
  ['current', 'solarCharger2026.currentCard', SOLAR_CHARGER_CURRENT_UNIT],
];

/**
 * `/settings/vedirect` on OnBattery 2026.03.31: the solar charger (VE.Direct or MQTT), which
 * replaced the VE.Direct settings; applied without a reboot.
 */
export function SolarCharger2026Page() {
  const { t } = useI18n();
  const form = useSettingsForm<SolarCharger2026>('/api/solarcharger/config');

  return (
    <SettingsPage title={t('solarCharger2026.title2026')} form={form}>
      {(values, bind) => {
        const mqtt = bindKeys(bind('mqtt'));
        const isMqtt = values.provider === SOLAR_CHARGER_PROVIDER.Mqtt;
        // With the power calculated, the power topic is unused; without it, the current is.
        const shown = (quantity: Quantity) =>
          quantity === 'voltage' || (quantity === 'power') !== values.mqtt.calculate_output_power;
        return (
          <>
            <Card title={t('solarCharger2026.mainCard2026')}>
              <CheckField switch label={t('solarCharger2026.enabled2026')} {...bind('enabled')} />
              {values.enabled && (
                <>
                  <SelectField
                    label={t('solarCharger2026.provider')}
                    {...bind('provider')}
                    options={[
                      { value: SOLAR_CHARGER_PROVIDER.VeDirect, label: 'VE.Direct' },
                      { value: SOLAR_CHARGER_PROVIDER.Mqtt, label: 'MQTT' },
                    ]}
                  />
                  {!isMqtt && (
                    <CheckField
                      switch
                      label={t('vedirectSettings.updatesOnly')}
                      hint={t('vedirectSettings.updatesOnlyHint')}
                      {...bind('publish_updates_only')}
                    />
                  )}
                  {isMqtt && (
                    <CheckField
                      switch
                      label={t('solarCharger2026.calculatePower')}
                      {...mqtt('calculate_output_power')}
                    />
                  )}
                </>
              )}
            </Card>
            {values.enabled &&
              isMqtt &&
              QUANTITIES.filter(([quantity]) => shown(quantity)).map(([quantity, title, units]) => (
                <Card key={quantity} title={t(title)}>
                  <TextField
                    label={t('solarCharger2026.topic')}
                    {...mqtt(`${quantity}_topic` as const)}
                    maxLength={SOLAR_CHARGER_TOPIC_MAX}
                  />
                  <TextField
                    label={t('solarCharger2026.jsonPath')}
                    {...mqtt(`${quantity}_path` as const)}
                    maxLength={SOLAR_CHARGER_PATH_MAX}
                  />
                  <SelectField
                    label={t('solarCharger2026.unit')}
                    {...mqtt(`${quantity}_unit` as const)}
                    options={unitOptions(units)}
                  />
                </Card>
              ))}
          </>
        );
      }}
    </SettingsPage>
  );
}
