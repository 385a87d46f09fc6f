import { factoryConfigFile } from '@dtu/contract';
import { apiResponseSchema, mqttConfigSchema, mqttStatusSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { certificateInfo } from '../src/integrations/mqtt/certificate-info.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';
import { PERSONALITIES, type PersonalityFacts } from './support/personality-facts.ts';

const opened = closeAfterEach();

/** The factory root CA (ISRG Root X1). */
const ISRG_ROOT_X1_PEM = factoryConfigFile().mqtt.tls.root_ca_cert;

/** A self-signed EC test certificate with SAN, key usages and a path length. */
const EC_CERT = `-----BEGIN CERTIFICATE-----
MIICHDCCAcKgAwIBAgIUMhQFP0oDMIncRGjZ1eaeJCnn0JowCgYIKoZIzj0EAwIw
NzELMAkGA1UEBhMCREUxETAPBgNVBAoMCFRlc3QgT3JnMRUwEwYDVQQDDAxicm9r
ZXIubG9jYWwwHhcNMjYxMTIyMDU1NTExWhcNMzYxMTE5MDU1NTExWjA3MQswCQYD
VQQGEwJERTERMA8GA1UECgwIVGVzdCBPcmcxFTATBgNVBAMMDGJyb2tlci5sb2Nh
bDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABNlkwzEW8pDEwHCWESly2Nn5Ajcm
IjriGZr5ob0v6K6uX4fvcYvbFT9V1lohnbg3zwO/TilmjY4YokgWcS5g+7Cjgasw
gagwHQYDVR0OBBYEFE5Rt+7PEPE3aA5QGLjTp+oLRgtNMB8GA1UdIwQYMBaAFE5R
t+7PEPE3aA5QGLjTp+oLRgtNMCMGA1UdEQQcMBqCDGJyb2tlci5sb2NhbIIKbXF0
dC5sb2NhbDAdBgNVHSUEFjAUBggrBgEFBQcDAQYIKwYBBQUHAwIwDgYDVR0PAQH/
BAQDAgWgMBIGA1UdEwEB/wQIMAYBAf8CAQEwCgYIKoZIzj0EAwIDSAAwRQIhAKIk
llnLLONR4LJ8Z5+6tJjKy22ASZFKV13I7dnHlFNcAiAdBdUEPQCiawoxELKyJFPF
lSrbkKuWbWobJMUWr5k4Pg==
-----END CERTIFICATE-----
`;
/**
 * An MQTT settings or status answer of the generation: `mqtt_clientid` right after `mqtt_port`
 * where it exists, `mqtt_verbose_logging` only where the generation has it; the rest by the
 * 2024.05.03 schema.
 */
function checkMqttKeys<T>(
  facts: PersonalityFacts,
  body: Record<string, unknown>,
  parse: (rest: object) => T,
): T {
  const keys = Object.keys(body);
  expect(keys.includes('mqtt_verbose_logging')).toBe(facts.verboseLogging);
  expect(keys.includes('mqtt_clientid')).toBe(facts.mqtt.clientId);
  if (facts.mqtt.clientId) expect(keys[keys.indexOf('mqtt_port') + 1]).toBe('mqtt_clientid');
  const { mqtt_clientid: _, ...rest } = body;
  // The interval range is the generation's (checked by the limits test); the schema knows 2024's.
  if ('mqtt_publish_interval' in rest) rest.mqtt_publish_interval = 5;
  return parse(facts.verboseLogging ? rest : { ...rest, mqtt_verbose_logging: false });
}

describe.each(PERSONALITIES)('MQTT settings on $firmware', (facts) => {
  const { firmware } = facts;
  const { topicMax, publishMin, publishMax } = facts.mqtt;
  const setup = async (): Promise<FastifyInstance> => (await opened(makeApp({ firmware }))).app;
  /** The settings answer, checked; the raw body is what a post sends back. */
  const config = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/api/mqtt/config', headers: { authorization: ADMIN_AUTH } });
    const body = res.json() as Record<string, unknown>;
    checkMqttKeys(facts, body, (rest) => mqttConfigSchema.parse(rest));
    return body;
  };
  const post = async (app: FastifyInstance, change: Record<string, unknown>) => {
    const base = { ...(await config(app)), mqtt_enabled: true, mqtt_hostname: 'broker.local' };
    return apiResponseSchema.parse((await postData(app, '/api/mqtt/config', { ...base, ...change })).json());
  };

  it('config is admin-only, status read-only', async () => {
    const app = await setup();
    expect((await app.inject({ url: '/api/mqtt/config' })).statusCode).toBe(401);
    expect((await postData(app, '/api/mqtt/config', {}, null)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/mqtt/status' })).statusCode).toBe(200);
  });

  it('checks each limit at its boundary, counting bytes', async () => {
    const app = await setup();
    const cases: [Record<string, unknown>, number, Record<string, number>?][] = [
      [{ mqtt_hostname: '' }, 7001, { max: 128 }],
      [{ mqtt_hostname: 'é'.repeat(64) }, 1001],
      [{ mqtt_hostname: `${'é'.repeat(64)}x` }, 7001, { max: 128 }],
      [{ mqtt_username: 'u'.repeat(65) }, 7002, { max: 64 }],
      [{ mqtt_password: 'p'.repeat(65) }, 7003, { max: 64 }],
      [{ mqtt_password: 'p'.repeat(64) }, 1001],
      [{ mqtt_topic: `${'t'.repeat(topicMax)}/` }, 7004, { max: topicMax }],
      [{ mqtt_topic: `${'t'.repeat(topicMax - 1)}/` }, 1001],
      [{ mqtt_topic: 'so lar/' }, 7005],
      [{ mqtt_topic: '' }, 7006],
      [{ mqtt_topic: 'solar' }, 7006],
      [{ mqtt_port: 0 }, 7007],
      [{ mqtt_port: 65536 }, 7007],
      [{ mqtt_port: 65535 }, 1001],
      [{ mqtt_client_key: 'k'.repeat(2561) }, 7008, { max: 2560 }],
      [{ mqtt_root_ca_cert: 'c'.repeat(2561) }, 7008, { max: 2560 }],
      [{ mqtt_client_cert: 'c'.repeat(2560) }, 1001],
      [{ mqtt_lwt_topic: 'l'.repeat(topicMax + 1) }, 7009, { max: topicMax }],
      [{ mqtt_lwt_topic: 'dtu /status' }, 7010],
      [{ mqtt_lwt_online: 'o'.repeat(21) }, 7011, { max: 20 }],
      [{ mqtt_lwt_offline: 'o'.repeat(21) }, 7012, { max: 20 }],
      [{ mqtt_lwt_offline: 'o'.repeat(20) }, 1001],
      [{ mqtt_lwt_qos: 3 }, 7016, { max: 2 }],
      [{ mqtt_lwt_qos: 2 }, 1001],
      // QoS comes before the interval.
      [{ mqtt_lwt_qos: 3, mqtt_publish_interval: publishMin - 1 }, 7016, { max: 2 }],
      [{ mqtt_publish_interval: publishMin - 1 }, 7013, { min: publishMin, max: publishMax }],
      [{ mqtt_publish_interval: publishMax + 1 }, 7013, { min: publishMin, max: publishMax }],
      [{ mqtt_publish_interval: publishMin }, 1001],
      [{ mqtt_publish_interval: publishMax }, 1001],
      [{ mqtt_hass_enabled: false, mqtt_hass_topic: 'h a/' }, 1001],
      [{ mqtt_hass_enabled: true, mqtt_hass_topic: 'h'.repeat(topicMax + 1) }, 7014, { max: topicMax }],
      [{ mqtt_hass_enabled: true, mqtt_hass_topic: 'h a/' }, 7015],
      [
        { mqtt_hass_enabled: true, mqtt_hass_topic: 'homeassistant' },
        facts.mqtt.hassTopicSlash ? 7018 : 1001,
      ],
      [{ mqtt_hass_enabled: true, mqtt_hass_topic: 'homeassistant/' }, 1001],
    ];
    if (facts.mqtt.clientId)
      cases.push(
        [{ mqtt_clientid: 'c'.repeat(65) }, 7017, { max: 64 }],
        [{ mqtt_clientid: 'c'.repeat(64) }, 1001],
      );
    for (const [change, code, param] of cases) {
      const answer = await post(app, change);
      expect({ change, code: answer.code, param: answer.param }).toEqual({ change, code, param });
    }
    // The firmware prints the same limit it sends in `param.max` (32 bytes on OpenDTU v26.3.30).
    const tooLong = 't'.repeat(topicMax + 1);
    expect((await post(app, { mqtt_topic: `${tooLong}/` })).message).toBe(
      `Topic must not be longer than ${topicMax} characters!`,
    );
    expect((await post(app, { mqtt_lwt_topic: tooLong })).message).toBe(
      `LWT topic must not be longer than ${topicMax} characters!`,
    );
    expect((await post(app, { mqtt_hass_enabled: true, mqtt_hass_topic: tooLong })).message).toBe(
      `Hass topic must not be longer than ${topicMax} characters!`,
    );
    expect((await post(app, { mqtt_publish_interval: publishMax + 1 })).message).toBe(
      `Publish interval must be a number between ${publishMin} and ${publishMax}!`,
    );
    expect(await post(app, { mqtt_lwt_qos: 3 })).toEqual({
      type: 'warning',
      message: 'LWT QoS must not be greater than 2!',
      code: 7016,
      param: { max: 2 },
    });
  });

  it('needs every key but the root CA; a missing root CA is stored as "null"', async () => {
    const app = await setup();
    const { mqtt_root_ca_cert: _, ...withoutCa } = await config(app);
    const { mqtt_hass_topic: __, ...withoutHass } = await config(app);
    expect((await postData(app, '/api/mqtt/config', withoutHass)).json().code).toBe(1005);
    expect((await postData(app, '/api/mqtt/config', withoutCa)).json().code).toBe(1001);
    expect(app.device.config.mqtt.tls.root_ca_cert).toBe('null');
  });

  it('stores anything while disabled, cut to the buffers, under the file keys', async () => {
    const app = await setup();
    const answer = await post(app, {
      mqtt_enabled: false,
      mqtt_hostname: 'h'.repeat(200),
      mqtt_topic: 'no slash',
      mqtt_lwt_online: 'o'.repeat(30),
      mqtt_lwt_qos: 3,
      mqtt_publish_interval: 1,
      mqtt_hass_individualpanels: true,
      mqtt_tls_cert_login: true,
    });
    expect(answer.code).toBe(1001);
    await app.device.settled();
    const { mqtt } = await savedConfig(app);
    expect(mqtt.hostname).toBe('h'.repeat(128));
    expect(mqtt.topic).toBe('no slash');
    expect(mqtt.lwt).toEqual({
      topic: 'dtu/status',
      value_online: 'o'.repeat(20),
      value_offline: 'offline',
      qos: 3,
    });
    expect(mqtt.publish_interval).toBe(1);
    expect(mqtt.hass.individual_panels).toBe(true);
    expect(mqtt.tls.certlogin).toBe(true);
  });

  it('shows the full LWT topic and certificate descriptions, no secrets', async () => {
    const app = await setup();
    await post(app, { mqtt_topic: 'home/solar/', mqtt_client_cert: 'not a certificate' });
    const res = await app.inject({ url: '/api/mqtt/status' });
    const body = checkMqttKeys(facts, res.json(), (rest) => mqttStatusSchema.parse(rest));
    expect(body.mqtt_lwt_topic).toBe('home/solar/dtu/status');
    expect(body.mqtt_connected).toBe(false);
    expect(body.mqtt_client_cert_info).toBe('');
    expect(body.mqtt_root_ca_cert_info).toBe(certificateInfo(ISRG_ROOT_X1_PEM));
    expect(res.body).not.toContain('mqtt_password');
  });
});

describe('/api/mqtt/status certificate descriptions', () => {
  it('describes ISRG Root X1 exactly like the firmware', () => {
    expect(certificateInfo(ISRG_ROOT_X1_PEM)).toBe(
      [
        'cert. version     : 3',
        'serial number     : 82:10:CF:B0:D2:40:E3:59:44:63:E0:BB:63:82:8B:00',
        'issuer name       : C=US, O=Internet Security Research Group, CN=ISRG Root X1',
        'subject name      : C=US, O=Internet Security Research Group, CN=ISRG Root X1',
        'issued  on        : 2015-06-04 11:04:38',
        'expires on        : 2035-06-04 11:04:38',
        'signed using      : RSA with SHA-256',
        'RSA key size      : 4096 bits',
        'basic constraints : CA=true',
        'key usage         : Key Cert Sign, CRL Sign',
        '',
      ].join('\n'),
    );
    expect(certificateInfo('')).toBe('');
    expect(certificateInfo(ISRG_ROOT_X1_PEM.replace('MIIF', 'XXXX'))).toBe('');
  });

  it('describes EC keys and the optional extension lines', () => {
    expect(certificateInfo(EC_CERT)).toBe(
      [
        'cert. version     : 3',
        'serial number     : 32:14:05:3F:4A:03:30:89:DC:44:68:D9:D5:E6:9E:24:29:E7:D0:9A',
        'issuer name       : C=DE, O=Test Org, CN=broker.local',
        'subject name      : C=DE, O=Test Org, CN=broker.local',
        'issued  on        : 2026-11-22 05:55:11',
        'expires on        : 2036-11-19 05:55:11',
        'signed using      : ECDSA with SHA256',
        'EC key size       : 256 bits',
        'basic constraints : CA=true, max_pathlen=1',
        'subject alt name  :',
        '    dNSName : broker.local',
        '    dNSName : mqtt.local',
        'key usage         : Digital Signature, Key Encipherment',
        'ext key usage     : TLS Web Server Authentication, TLS Web Client Authentication',
        '',
      ].join('\n'),
    );
  });
});
