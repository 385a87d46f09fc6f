import {
  MQTT_CLIENTID_MAX,
  MQTT_HOSTNAME_MAX,
  MQTT_PASSWORD_MAX,
  MQTT_PORT_MAX,
  MQTT_PORT_MIN,
  MQTT_USERNAME_MAX,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bind } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { MqttFormLimits, MqttValues } from './mqtt-limits.ts';
import { PemField } from './pem-field.tsx';
import { BASE_TOPIC_PATTERN, topicPatternReason } from './topic-patterns.ts';

interface Props {
  values: MqttValues;
  bind: Bind<MqttValues>;
  limits: MqttFormLimits;
}

/** Broker address, credentials, base topic, timing and TLS of the MQTT page. */
export function MqttBrokerCard({ values, bind, limits }: Props) {
  const { t } = useI18n();
  return (
    <Card title={t('mqttSettings.brokerCard')}>
      <TextField
        label={t('mqttSettings.hostname')}
        {...bind('mqtt_hostname')}
        required
        maxLength={MQTT_HOSTNAME_MAX}
        hint={t('mqttSettings.hostnameHint')}
      />
      <NumberField
        label={t('mqttSettings.port')}
        {...bind('mqtt_port')}
        required
        min={MQTT_PORT_MIN}
        max={MQTT_PORT_MAX}
      />
      {/* 2026 only; empty is taken: the device then connects with its access point's name. */}
      {values.mqtt_clientid !== undefined && (
        <TextField
          label={t('mqttSettings.clientId')}
          value={values.mqtt_clientid}
          onChange={(v) => bind('mqtt_clientid').onChange(v)}
          maxLength={MQTT_CLIENTID_MAX}
          autoComplete="off"
          hint={t('mqttSettings.clientIdHint')}
        />
      )}
      <TextField
        label={t('mqttSettings.username')}
        {...bind('mqtt_username')}
        maxLength={MQTT_USERNAME_MAX}
        autoComplete="off"
        hint={t('mqttSettings.usernameHint')}
      />
      <TextField
        label={t('mqttSettings.password')}
        type="password"
        {...bind('mqtt_password')}
        maxLength={MQTT_PASSWORD_MAX}
        autoComplete="off"
      />
      <TextField
        label={t('mqttSettings.topic')}
        {...bind('mqtt_topic')}
        required
        maxLength={limits.topicMax}
        pattern={BASE_TOPIC_PATTERN}
        patternReason={topicPatternReason(
          values.mqtt_topic,
          { space: 'apiresponse.7005', slash: 'apiresponse.7006' },
          t,
        )}
        hint={t('mqttSettings.topicHint')}
      />
      <NumberField
        label={t('mqttSettings.publishInterval')}
        {...bind('mqtt_publish_interval')}
        required
        min={limits.publishMin}
        max={limits.publishMax}
        unit={t('mqttSettings.seconds')}
      />
      <CheckField label={t('mqttSettings.cleanSession')} {...bind('mqtt_clean_session')} />
      <CheckField label={t('mqttSettings.retain')} {...bind('mqtt_retain')} />
      <CheckField switch label={t('mqttSettings.tls')} {...bind('mqtt_tls')} />
      {values.mqtt_tls && (
        <>
          <PemField label={t('mqttSettings.rootCa')} {...bind('mqtt_root_ca_cert')} />
          <CheckField switch label={t('mqttSettings.tlsCertLogin')} {...bind('mqtt_tls_cert_login')} />
          {values.mqtt_tls_cert_login && (
            <>
              <PemField label={t('mqttSettings.clientCert')} {...bind('mqtt_client_cert')} />
              <PemField label={t('mqttSettings.clientKey')} {...bind('mqtt_client_key')} />
            </>
          )}
        </>
      )}
    </Card>
  );
}
