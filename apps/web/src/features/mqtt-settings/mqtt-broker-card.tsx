import {
  MQTT_HOSTNAME_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_PORT_MAX,
  MQTT_PORT_MIN,
  MQTT_PUBLISH_INTERVAL_MAX_UI_S,
  MQTT_PUBLISH_INTERVAL_MIN_S,
  MQTT_TOPIC_MAX_UI,
  MQTT_USERNAME_MAX,
  type MqttConfig,
} from '@dtu/contract';
import type { SettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { PemField } from './pem-field.tsx';
import { BASE_TOPIC_PATTERN } from './topic-patterns.ts';

interface Props {
  values: MqttConfig;
  update: SettingsForm<MqttConfig>['update'];
}

/** Broker address, credentials, base topic, timing and TLS of the MQTT page. */
export function MqttBrokerCard({ values, update }: Props) {
  const { t } = useI18n();
  return (
    <Card title={t('mqttSettings.brokerCard')}>
      <TextField
        label={t('mqttSettings.hostname')}
        value={values.mqtt_hostname}
        onChange={(v) => update('mqtt_hostname', v)}
        required
        maxLength={MQTT_HOSTNAME_MAX}
        hint={t('mqttSettings.hostnameHint')}
      />
      <NumberField
        label={t('mqttSettings.port')}
        value={values.mqtt_port}
        onChange={(v) => update('mqtt_port', v)}
        required
        min={MQTT_PORT_MIN}
        max={MQTT_PORT_MAX}
      />
      <TextField
        label={t('mqttSettings.username')}
        value={values.mqtt_username}
        onChange={(v) => update('mqtt_username', v)}
        maxLength={MQTT_USERNAME_MAX}
        autoComplete="off"
        hint={t('mqttSettings.usernameHint')}
      />
      <TextField
        label={t('mqttSettings.password')}
        type="password"
        value={values.mqtt_password}
        onChange={(v) => update('mqtt_password', v)}
        maxLength={MQTT_PASSWORD_MAX}
        autoComplete="off"
      />
      <TextField
        label={t('mqttSettings.topic')}
        value={values.mqtt_topic}
        onChange={(v) => update('mqtt_topic', v)}
        required
        maxLength={MQTT_TOPIC_MAX_UI}
        pattern={BASE_TOPIC_PATTERN}
        hint={t('mqttSettings.topicHint')}
      />
      <NumberField
        label={t('mqttSettings.publishInterval')}
        value={values.mqtt_publish_interval}
        onChange={(v) => update('mqtt_publish_interval', v)}
        required
        min={MQTT_PUBLISH_INTERVAL_MIN_S}
        max={MQTT_PUBLISH_INTERVAL_MAX_UI_S}
        unit={t('mqttSettings.seconds')}
      />
      <CheckField
        label={t('mqttSettings.cleanSession')}
        checked={values.mqtt_clean_session}
        onChange={(v) => update('mqtt_clean_session', v)}
      />
      <CheckField
        label={t('mqttSettings.retain')}
        checked={values.mqtt_retain}
        onChange={(v) => update('mqtt_retain', v)}
      />
      <CheckField
        switch
        label={t('mqttSettings.tls')}
        checked={values.mqtt_tls}
        onChange={(v) => update('mqtt_tls', v)}
      />
      {values.mqtt_tls && (
        <>
          <PemField
            label={t('mqttSettings.rootCa')}
            value={values.mqtt_root_ca_cert}
            onChange={(v) => update('mqtt_root_ca_cert', v)}
          />
          <CheckField
            switch
            label={t('mqttSettings.tlsCertLogin')}
            checked={values.mqtt_tls_cert_login}
            onChange={(v) => update('mqtt_tls_cert_login', v)}
          />
          {values.mqtt_tls_cert_login && (
            <>
              <PemField
                label={t('mqttSettings.clientCert')}
                value={values.mqtt_client_cert}
                onChange={(v) => update('mqtt_client_cert', v)}
              />
              <PemField
                label={t('mqttSettings.clientKey')}
                value={values.mqtt_client_key}
                onChange={(v) => update('mqtt_client_key', v)}
              />
            </>
          )}
        </>
      )}
    </Card>
  );
}
