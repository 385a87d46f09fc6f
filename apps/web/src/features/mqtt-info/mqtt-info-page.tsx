import type { MqttStatus } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { KeyValueTable } from '../../ui/key-value-table.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** `/info/mqtt`: what the MQTT client is configured with and whether it is connected. */
export function MqttInfoPage() {
  const { t } = useI18n();
  const { data, loading, reload } = useResource<MqttStatus>('/api/mqtt/status');
  const flag = (on: boolean) => (
    <Badge variant={on ? 'success' : 'secondary'}>{t(on ? 'common.enabled' : 'common.disabled')}</Badge>
  );
  const certificate = (info: string) =>
    info ? (
      <pre className="mb-0 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {info}
      </pre>
    ) : (
      t('mqttInfo.noCertificate')
    );

  return (
    <PageFrame title={t('mqttInfo.title')} loading={loading && !data} onReload={reload}>
      {data && (
        <>
          <Card title={t('mqttInfo.configCard')}>
            <KeyValueTable
              rows={[
                [t('mqttInfo.status'), flag(data.mqtt_enabled)],
                [t('mqttInfo.verbose'), flag(data.mqtt_verbose_logging)],
                [t('mqttInfo.server'), data.mqtt_hostname],
                [t('mqttInfo.port'), String(data.mqtt_port)],
                [t('mqttInfo.username'), data.mqtt_username],
                [t('mqttInfo.topic'), data.mqtt_topic],
                [t('mqttInfo.lwtTopic'), data.mqtt_lwt_topic],
                [t('mqttInfo.publishInterval'), t('mqttInfo.seconds', { value: data.mqtt_publish_interval })],
                [t('mqttInfo.cleanSession'), flag(data.mqtt_clean_session)],
                [t('mqttInfo.retain'), flag(data.mqtt_retain)],
                [t('mqttInfo.tls'), flag(data.mqtt_tls)],
                [t('mqttInfo.rootCaInfo'), certificate(data.mqtt_root_ca_cert_info)],
                [t('mqttInfo.tlsCertLogin'), flag(data.mqtt_tls_cert_login)],
                [t('mqttInfo.clientCertInfo'), certificate(data.mqtt_client_cert_info)],
              ]}
            />
          </Card>
          <Card title={t('mqttInfo.hassCard')}>
            <KeyValueTable
              rows={[
                [t('mqttInfo.status'), flag(data.mqtt_hass_enabled)],
                [t('mqttInfo.hassTopic'), data.mqtt_hass_topic],
                [t('mqttInfo.hassRetain'), flag(data.mqtt_hass_retain)],
                [t('mqttInfo.hassExpire'), flag(data.mqtt_hass_expire)],
                [t('mqttInfo.hassIndividual'), flag(data.mqtt_hass_individualpanels)],
              ]}
            />
          </Card>
          <Card title={t('mqttInfo.runtimeCard')}>
            <KeyValueTable
              rows={[
                [
                  t('mqttInfo.connection'),
                  <Badge key="c" variant={data.mqtt_connected ? 'success' : 'danger'}>
                    {t(data.mqtt_connected ? 'mqttInfo.connected' : 'mqttInfo.disconnected')}
                  </Badge>,
                ],
              ]}
            />
          </Card>
        </>
      )}
    </PageFrame>
  );
}
