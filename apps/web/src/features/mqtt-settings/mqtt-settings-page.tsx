import {
  MQTT_HASS_TOPIC_MAX_UI,
  MQTT_LWT_QOS_MAX,
  MQTT_LWT_TOPIC_MAX_UI,
  MQTT_LWT_VALUE_MAX,
  type MqttConfig,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { MqttBrokerCard } from './mqtt-broker-card.tsx';
import { NO_SPACE_PATTERN } from './topic-patterns.ts';

const QOS_LEVELS = Array.from({ length: MQTT_LWT_QOS_MAX + 1 }, (_, level) => level);

/** `/settings/mqtt`: broker, topics, TLS, last will and Home Assistant discovery. */
export function MqttSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<MqttConfig>('/api/mqtt/config');

  return (
    <SettingsPage title={t('mqttSettings.title')} form={form}>
      {(values, update) => (
        <>
          <Card title={t('mqttSettings.mainCard')}>
            <CheckField
              switch
              label={t('mqttSettings.enabled')}
              checked={values.mqtt_enabled}
              onChange={(v) => update('mqtt_enabled', v)}
            />
            {values.mqtt_enabled && (
              <>
                <CheckField
                  switch
                  label={t('mqttSettings.verbose')}
                  checked={values.mqtt_verbose_logging}
                  onChange={(v) => update('mqtt_verbose_logging', v)}
                />
                <CheckField
                  switch
                  label={t('mqttSettings.hassEnabled')}
                  checked={values.mqtt_hass_enabled}
                  onChange={(v) => update('mqtt_hass_enabled', v)}
                />
              </>
            )}
          </Card>
          {values.mqtt_enabled && (
            <>
              <MqttBrokerCard values={values} update={update} />
              <Card title={t('mqttSettings.lwtCard')}>
                <TextField
                  label={t('mqttSettings.lwtTopic')}
                  value={values.mqtt_lwt_topic}
                  onChange={(v) => update('mqtt_lwt_topic', v)}
                  maxLength={MQTT_LWT_TOPIC_MAX_UI}
                  pattern={NO_SPACE_PATTERN}
                  hint={t('mqttSettings.lwtTopicHint')}
                />
                <TextField
                  label={t('mqttSettings.lwtOnline')}
                  value={values.mqtt_lwt_online}
                  onChange={(v) => update('mqtt_lwt_online', v)}
                  maxLength={MQTT_LWT_VALUE_MAX}
                />
                <TextField
                  label={t('mqttSettings.lwtOffline')}
                  value={values.mqtt_lwt_offline}
                  onChange={(v) => update('mqtt_lwt_offline', v)}
                  maxLength={MQTT_LWT_VALUE_MAX}
                />
                <SelectField
                  label={t('mqttSettings.lwtQos')}
                  value={values.mqtt_lwt_qos}
                  options={QOS_LEVELS.map((level) => ({
                    value: level,
                    label: t(`mqttSettings.qos${level as 0 | 1 | 2}`),
                  }))}
                  onChange={(v) => update('mqtt_lwt_qos', v)}
                />
              </Card>
              {values.mqtt_hass_enabled && (
                <Card title={t('mqttSettings.hassCard')}>
                  <TextField
                    label={t('mqttSettings.hassTopic')}
                    value={values.mqtt_hass_topic}
                    onChange={(v) => update('mqtt_hass_topic', v)}
                    maxLength={MQTT_HASS_TOPIC_MAX_UI}
                    pattern={NO_SPACE_PATTERN}
                  />
                  <CheckField
                    label={t('mqttSettings.hassRetain')}
                    checked={values.mqtt_hass_retain}
                    onChange={(v) => update('mqtt_hass_retain', v)}
                  />
                  <CheckField
                    label={t('mqttSettings.hassExpire')}
                    checked={values.mqtt_hass_expire}
                    onChange={(v) => update('mqtt_hass_expire', v)}
                  />
                  <CheckField
                    label={t('mqttSettings.hassIndividual')}
                    checked={values.mqtt_hass_individualpanels}
                    onChange={(v) => update('mqtt_hass_individualpanels', v)}
                  />
                </Card>
              )}
            </>
          )}
        </>
      )}
    </SettingsPage>
  );
}
