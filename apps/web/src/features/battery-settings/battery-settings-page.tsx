import {
  BATTERY_MQTT_TOPIC_MAX,
  BATTERY_PROVIDER,
  type BatteryConfig,
  JKBMS_INTERFACE,
  JKBMS_POLLING_INTERVAL_MAX_S,
  JKBMS_POLLING_INTERVAL_MIN_S,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';

/** `/settings/battery`: the battery interface and its provider-specific options. */
export function BatterySettingsPage() {
  const { t } = useI18n();
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
                  options={[
                    { value: BATTERY_PROVIDER.PylontechCan, label: t('batterySettings.providerPylontech') },
                    { value: BATTERY_PROVIDER.JkBmsSerial, label: t('batterySettings.providerJkBms') },
                    { value: BATTERY_PROVIDER.Mqtt, label: t('batterySettings.providerMqtt') },
                    {
                      value: BATTERY_PROVIDER.VictronSmartShunt,
                      label: t('batterySettings.providerVictron'),
                    },
                  ]}
                />
              </>
            )}
          </Card>
          {values.enabled && values.provider === BATTERY_PROVIDER.JkBmsSerial && (
            <Card title={t('batterySettings.jkBmsCard')}>
              <SelectField
                label={t('batterySettings.jkBmsInterface')}
                options={[
                  { value: JKBMS_INTERFACE.Uart, label: t('batterySettings.interfaceUart') },
                  { value: JKBMS_INTERFACE.Transceiver, label: t('batterySettings.interfaceTransceiver') },
                ]}
                {...bind('jkbms_interface')}
              />
              <NumberField
                label={t('batterySettings.pollingInterval')}
                {...bind('jkbms_polling_interval')}
                min={JKBMS_POLLING_INTERVAL_MIN_S}
                max={JKBMS_POLLING_INTERVAL_MAX_S}
                step={1}
                unit={t('batterySettings.seconds')}
                required
              />
            </Card>
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
