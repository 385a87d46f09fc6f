import { MQTT_LWT_QOS_MAX, MQTT_LWT_VALUE_MAX } from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useGeneration } from '../../net/generation.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { MqttBrokerCard } from './mqtt-broker-card.tsx';
import { type MqttValues, mqttFormLimits } from './mqtt-limits.ts';
import { BASE_TOPIC_PATTERN, NO_SPACE_PATTERN, topicPatternReason } from './topic-patterns.ts';

const QOS_LEVELS = Array.from({ length: MQTT_LWT_QOS_MAX + 1 }, (_, level) => level);

/**
 * `/settings/mqtt`: broker, topics, TLS, last will and Home Assistant discovery. The answer's
 * keys are posted back as they came (verbose logging on 2024.05.03, the client id on 2026); the
 * limits follow the generation.
 */
export function MqttSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<MqttValues>('/api/mqtt/config');
  const limits = mqttFormLimits(useGeneration());

  return (
    <SettingsPage title={t('mqttSettings.title')} form={form}>
      {(values, bind) => (
        <>
          <Card title={t('mqttSettings.mainCard')}>
            <CheckField switch label={t('mqttSettings.enabled')} {...bind('mqtt_enabled')} />
            {values.mqtt_enabled && (
              <>
                {values.mqtt_verbose_logging !== undefined && (
                  <CheckField
                    switch
                    label={t('mqttSettings.verbose')}
                    value={values.mqtt_verbose_logging}
                    onChange={(v) => form.update('mqtt_verbose_logging', v)}
                  />
                )}
                <CheckField switch label={t('mqttSettings.hassEnabled')} {...bind('mqtt_hass_enabled')} />
              </>
            )}
          </Card>
          {values.mqtt_enabled && (
            <>
              <MqttBrokerCard values={values} bind={bind} limits={limits} />
              <Card title={t('mqttSettings.lwtCard')}>
                <TextField
                  label={t('mqttSettings.lwtTopic')}
                  {...bind('mqtt_lwt_topic')}
                  maxLength={limits.topicMax}
                  pattern={NO_SPACE_PATTERN}
                  patternReason={topicPatternReason(values.mqtt_lwt_topic, { space: 'apiresponse.7010' }, t)}
                  hint={t('mqttSettings.lwtTopicHint')}
                />
                <TextField
                  label={t('mqttSettings.lwtOnline')}
                  {...bind('mqtt_lwt_online')}
                  maxLength={MQTT_LWT_VALUE_MAX}
                />
                <TextField
                  label={t('mqttSettings.lwtOffline')}
                  {...bind('mqtt_lwt_offline')}
                  maxLength={MQTT_LWT_VALUE_MAX}
                />
                <SelectField
                  label={t('mqttSettings.lwtQos')}
                  options={QOS_LEVELS.map((level) => ({
                    value: level,
                    label: t(`mqttSettings.qos${level as 0 | 1 | 2}`),
                  }))}
                  {...bind('mqtt_lwt_qos')}
                />
              </Card>
              {values.mqtt_hass_enabled && (
                <Card title={t('mqttSettings.hassCard')}>
                  <TextField
                    label={t('mqttSettings.hassTopic')}
                    {...bind('mqtt_hass_topic')}
                    maxLength={limits.topicMax}
                    pattern={limits.hassTrailingSlash ? BASE_TOPIC_PATTERN : NO_SPACE_PATTERN}
                    patternReason={topicPatternReason(
                      values.mqtt_hass_topic,
                      {
                        space: 'apiresponse.7015',
                        slash: limits.hassTrailingSlash ? 'apiresponse.7018' : undefined,
                      },
                      t,
                    )}
                    hint={limits.hassTrailingSlash ? t('mqttSettings.hassTopicHint') : undefined}
                  />
                  <CheckField label={t('mqttSettings.hassRetain')} {...bind('mqtt_hass_retain')} />
                  <CheckField label={t('mqttSettings.hassExpire')} {...bind('mqtt_hass_expire')} />
                  <CheckField
                    label={t('mqttSettings.hassIndividual')}
                    {...bind('mqtt_hass_individualpanels')}
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
