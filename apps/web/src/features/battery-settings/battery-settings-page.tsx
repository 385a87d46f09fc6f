import { BATTERY_MQTT_TOPIC_MAX, BATTERY_PROVIDER, type BatteryConfig } from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { FormByGeneration } from '../../ui/form-by-generation.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { Battery2026Page } from './battery-2026-page.tsx';
import { batteryProviders2024 } from './battery-providers.ts';
import { BatterySerialCard } from './battery-serial-card.tsx';

/**
 * `/settings/battery`: the battery interface and its provider-specific options, in the shape of
 * the device's generation (the route's gate mounts it only where one of our forms speaks it).
 */
export function BatterySettingsPage() {
  return (
    <FormByGeneration
      area="battery"
      forms={{
        '2024': BUILT['battery:2024'] && Battery2024Page,
        '2026': BUILT['battery:2026'] && Battery2026Page,
      }}
    />
  );
}

/** 2024.05.03: four providers, flat keys. */
function Battery2024Page() {
  const i18n = useI18n();
  const { t } = i18n;
  const form = useSettingsForm<BatteryConfig>('/api/battery/config');

  return (
    <SettingsPage title={t('batterySettings.title')} form={form}>
      {(values, bind) => (
        <>
          <Card title={t('batterySettings.mainCard')}>
            <CheckField switch label={t('batterySettings.enabled')} {...bind('enabled')} />
            {values.enabled && (
              <>
                <CheckField switch label={t('batterySettings.verbose')} {...bind('verbose_logging')} />
                <SelectField
                  label={t('batterySettings.provider')}
                  {...bind('provider')}
                  options={batteryProviders2024(i18n)}
                />
              </>
            )}
          </Card>
          {values.enabled && values.provider === BATTERY_PROVIDER.JkBmsSerial && (
            <BatterySerialCard
              title={t('batterySettings.jkBmsCard')}
              serialInterface={bind('jkbms_interface')}
              pollingInterval={bind('jkbms_polling_interval')}
            />
          )}
          {values.enabled && values.provider === BATTERY_PROVIDER.Mqtt && (
            <Card title={t('batterySettings.mqttCard')}>
              <TextField
                label={t('batterySettings.socTopic')}
                {...bind('mqtt_soc_topic')}
                maxLength={BATTERY_MQTT_TOPIC_MAX}
              />
              <TextField
                label={t('batterySettings.voltageTopic')}
                {...bind('mqtt_voltage_topic')}
                maxLength={BATTERY_MQTT_TOPIC_MAX}
              />
            </Card>
          )}
        </>
      )}
    </SettingsPage>
  );
}
