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
      {(values, update) => (
        <>
          <Card title={t('batterySettings.mainCard')}>
            <CheckField
              switch
              label={t('batterySettings.enabled')}
              checked={values.enabled}
              onChange={(v) => update('enabled', v)}
            />
            {values.enabled && (
              <>
                <CheckField
                  switch
                  label={t('batterySettings.verbose')}
                  checked={values.verbose_logging}
                  onChange={(v) => update('verbose_logging', v)}
                />
                <SelectField
                  label={t('batterySettings.provider')}
                  value={values.provider}
                  options={[
                    { value: BATTERY_PROVIDER.PylontechCan, label: t('batterySettings.providerPylontech') },
                    { value: BATTERY_PROVIDER.JkBmsSerial, label: t('batterySettings.providerJkBms') },
                    { value: BATTERY_PROVIDER.Mqtt, label: t('batterySettings.providerMqtt') },
                    {
                      value: BATTERY_PROVIDER.VictronSmartShunt,
                      label: t('batterySettings.providerVictron'),
                    },
                  ]}
                  onChange={(v) => update('provider', v)}
                />
              </>
            )}
          </Card>
          {values.enabled && values.provider === BATTERY_PROVIDER.JkBmsSerial && (
            <Card title={t('batterySettings.jkBmsCard')}>
              <SelectField
                label={t('batterySettings.jkBmsInterface')}
                value={values.jkbms_interface}
                options={[
                  { value: JKBMS_INTERFACE.Uart, label: t('batterySettings.interfaceUart') },
                  { value: JKBMS_INTERFACE.Transceiver, label: t('batterySettings.interfaceTransceiver') },
                ]}
                onChange={(v) => update('jkbms_interface', v)}
              />
              <NumberField
                label={t('batterySettings.pollingInterval')}
                value={values.jkbms_polling_interval}
                onChange={(v) => update('jkbms_polling_interval', v)}
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
                value={values.mqtt_soc_topic}
                onChange={(v) => update('mqtt_soc_topic', v)}
                maxLength={BATTERY_MQTT_TOPIC_MAX}
              />
              <TextField
                label={t('batterySettings.voltageTopic')}
                value={values.mqtt_voltage_topic}
                onChange={(v) => update('mqtt_voltage_topic', v)}
                maxLength={BATTERY_MQTT_TOPIC_MAX}
              />
            </Card>
          )}
        </>
      )}
    </SettingsPage>
  );
}
