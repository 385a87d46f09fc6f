import { FIRMWARE_IDS, type FirmwareId, GENERATIONS } from '@dtu/contract';
import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import {
  ADMIN_AUTH,
  appWithConfig,
  flush,
  makeApp,
  openSocket,
  postData,
  savedConfig,
} from './support/core-fixture.ts';
import { digestAnswer } from './support/socket-auth.ts';

const opened = closeAfterEach();
const GEN_2026 = ['onbattery-2026.03.31', 'opendtu-v26.3.30'] as const;

async function setup(firmware: FirmwareId, options: { factory?: boolean } = {}): Promise<FastifyInstance> {
  return (await opened(makeApp({ firmware, ...options }))).app;
}

const get = (app: FastifyInstance, url: string, auth: string | null = ADMIN_AUTH) =>
  app.inject({ url, headers: auth ? { authorization: auth } : {} });

describe.each(FIRMWARE_IDS)('personality %s', (firmware) => {
  const is2026 = firmware !== 'onbattery-2024.05.03';
  const onBattery = firmware.startsWith('onbattery');

  it('reports its build and config version in /api/system/status', async () => {
    const app = await setup(firmware);
    const status = (await get(app, '/api/system/status')).json();
    expect(status.git_hash).toBe(firmware.replace(/^(onbattery|opendtu)-/, ''));
    expect(status.config_version).toBe(is2026 ? '0.1.30' : '0.1.28');
    expect('cputemp' in status).toBe(is2026);
    expect('task_details' in status).toBe(is2026);
    expect('config_version_onbattery' in status).toBe(is2026 && onBattery);
    expect('uarts' in status).toBe(is2026 && onBattery);
    if (is2026) {
      const keys = Object.keys(status);
      expect(keys.indexOf('cputemp')).toBe(keys.indexOf('cpufreq') + 1);
      expect(keys.slice(keys.indexOf('chipcores') + 1, keys.indexOf('chipcores') + 3)).toEqual([
        'flashsize',
        'task_details',
      ]);
    }
  });

  it('serves pin_mapping.json at the route its row of the generation table names', async () => {
    const { app } = await opened(appWithConfig({}, { firmware }));
    const route = GENERATIONS[firmware].routes.pinMapping;
    const served = await get(app, route);
    expect(served.statusCode).toBe(200);
    expect(Array.isArray(served.json())).toBe(true);
    // Where the config files are the 2026 file manager, `/api/config/*` is gone: index.html.
    if (GENERATIONS[firmware].areas.files === '2026') {
      const missing = await get(app, '/api/config/get?file=pin_mapping.json');
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('shapes livedata as its generation does', async () => {
    const app = await setup(firmware, { factory: false });
    const live = (await get(app, '/api/livedata/status')).json();
    expect('battery' in live).toBe(onBattery);
    expect('vedirect' in live).toBe(onBattery && !is2026);
    expect('huawei' in live).toBe(onBattery && !is2026);
    expect('solarcharger' in live).toBe(onBattery && is2026);
    expect('gridcharger' in live).toBe(onBattery && is2026);
    expect('pin_mapping_issue' in live.hints).toBe(is2026);
    const inverter = live.inverters[0];
    expect('data_age_ms' in inverter).toBe(is2026);
    expect('radio_stats' in inverter).toBe(is2026);
    if (is2026) {
      const keys = Object.keys(inverter);
      expect(keys.indexOf('data_age_ms')).toBe(keys.indexOf('data_age') + 1);
      expect(keys.at(-1)).toBe('radio_stats');
    }
  });

  it('answers an unknown path, and every route it lacks, with index.html 200', async () => {
    const app = await setup(firmware);
    const index = (await get(app, '/')).rawPayload;
    const missing = is2026 ? ['/api/config/list', '/zones.json'] : ['/api/file/list', '/api/ntp/zones'];
    if (!onBattery)
      missing.push('/api/battery/config', '/api/powerlimiter/status', '/api/batterylivedata/status');
    for (const url of ['/no/such/path', ...missing]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.rawPayload.equals(index), url).toBe(true);
    }
  });
});

describe.each(GEN_2026)('shared 2026 surface on %s', (firmware) => {
  it('guards the new routes: admin, read-only and public', async () => {
    const app = await setup(firmware);
    for (const url of ['/api/file/list', '/api/file/get', '/api/logging/config', '/api/inverter/stats_reset'])
      expect((await get(app, url, null)).statusCode, url).toBe(401);
    for (const url of ['/api/ntp/zones', '/api/firmware/status']) {
      expect((await get(app, url, null)).statusCode, url).toBe(200);
      await postData(app, '/api/security/config', { password: 'openDTU42', allow_readonly: false });
      expect((await get(app, url, null)).statusCode, url).toBe(401);
      await postData(app, '/api/security/config', { password: 'openDTU42', allow_readonly: true });
    }
    expect((await get(app, '/api/i18n/languages', null)).json()).toEqual([]);
    expect((await get(app, '/api/i18n/language?code=de', null)).statusCode).toBe(404);
  });

  it('serves the zone table and takes the zone by name only', async () => {
    const app = await setup(firmware);
    const zones = (await get(app, '/api/ntp/zones')).json();
    expect(zones['Europe/Berlin']).toBe('CET-1CEST,M3.5.0,M10.5.0/3');
    // The firmware's NTP library's list (MycilaNTP 6.0.5), not this machine's tz database.
    expect(Object.keys(zones)).toHaveLength(461);
    expect(zones['Europe/Kiev']).toBe('EET-2EEST,M3.5.0/3,M10.5.0/4');
    expect(zones['Etc/UCT']).toBe('UTC0');
    const body = {
      ntp_server: 'pool.ntp.org',
      ntp_timezone_descr: 'Asia/Tokyo',
      longitude: 139.7,
      latitude: 35.7,
      sunsettype: 1,
    };
    expect((await postData(app, '/api/ntp/config', body)).json().code).toBe(1001);
    expect((await get(app, '/api/ntp/config')).json()).toEqual(body);
    expect((await get(app, '/api/ntp/status')).json().ntp_timezone).toBe(zones['Asia/Tokyo']);
    expect((await postData(app, '/api/ntp/config', { ...body, sunsettype: '1' })).json().code).toBe(1005);
    expect((await savedConfig(app)).ntp).not.toHaveProperty('timezone');
  });

  it('lists, downloads, deletes and resets files through /api/file/*', async () => {
    const app = await setup(firmware);
    const list = (await get(app, '/api/file/list')).json();
    expect(list[0]).toEqual({ name: 'config.json', size: expect.any(Number) });
    expect((await get(app, '/api/file/get')).json().cfg.version).toBe(0x11e00);
    expect((await get(app, '/api/file/get?file=nope.json')).statusCode).toBe(404);
    expect((await postData(app, '/api/file/delete', { file: 'nope.json' })).statusCode).toBe(404);
    expect((await postData(app, '/api/file/delete', { file: 1 })).json().code).toBe(1005);
    expect((await postData(app, '/api/file/delete_all', { delete: 1 })).json().code).toBe(1005);
    expect((await postData(app, '/api/file/delete_all', { delete: false })).json().code).toBe(3001);
    expect((await postData(app, '/api/file/delete', { file: 'config.json' })).json()).toEqual({
      type: 'success',
      message: 'File deleted',
      code: 3003,
    });
    expect((await get(app, '/api/file/list')).json()).toEqual([]);
    expect((await postData(app, '/api/file/delete_all', { delete: true })).json()).toMatchObject({
      type: 'success',
      code: 3002,
    });
    await app.device.whenBooted();
  });

  it('takes limit types 0..3 with a float value and refuses 2024 persistent types with 5003', async () => {
    const app = await setup(firmware, { factory: false });
    const serial = (await get(app, '/api/livedata/status')).json().inverters[0].serial;
    const limit = (value: unknown, type: unknown) =>
      postData(app, '/api/limit/config', { serial, limit_value: value, limit_type: type }).then(
        (r) => r.json().code,
      );
    expect(await limit(50.5, 1)).toBe(1001);
    expect(await limit(300, 2)).toBe(1001);
    expect(await limit(80, 3)).toBe(1001);
    expect(await limit(80, 256)).toBe(5003);
    expect(await limit(80, 257)).toBe(5003);
    expect(await limit(80, 4)).toBe(5003);
    expect(await limit('80', 1)).toBe(1005);
    expect(await limit(-1, 0)).toBe(firmware === 'opendtu-v26.3.30' ? 1001 : 5002);
  });

  it('refuses a numeric string where the DTU page expects a number', async () => {
    const app = await setup(firmware);
    const dtu = (await get(app, '/api/dtu/config')).json();
    expect(dtu).not.toHaveProperty('verbose_logging');
    const { country_def, cmt_chan_width, nrf_enabled, cmt_enabled, ...body } = dtu;
    expect((await postData(app, '/api/dtu/config', { ...body, pollinterval: '5' })).json().code).toBe(1005);
    expect((await postData(app, '/api/dtu/config', body)).json().code).toBe(1001);
  });

  it('resets the radio counters of one inverter', async () => {
    const app = await setup(firmware, { factory: false });
    const serial = (await get(app, '/api/livedata/status')).json().inverters[0].serial;
    expect((await get(app, `/api/inverter/stats_reset?inv=${serial}`)).json()).toEqual({
      type: 'success',
      message: 'Stats resetted',
      code: 4010,
    });
    expect((await get(app, '/api/inverter/stats_reset?inv=1')).json()).toEqual({});
  });

  it('keeps the logging levels of known modules only', async () => {
    const app = await setup(firmware);
    const modules = [
      { name: 'mqtt', level: 4 },
      { name: 'nope', level: 2 },
      { name: 'CORE', level: -1 },
    ];
    expect(
      (await postData(app, '/api/logging/config', { loglevel: { default: 9, modules } })).json().code,
    ).toBe(1001);
    const { loglevel } = (await get(app, '/api/logging/config')).json();
    expect(loglevel.default).toBe(5);
    expect(loglevel.modules.slice(0, 3)).toEqual([
      { name: 'CORE', level: -1 },
      { name: 'hoymiles', level: -1 },
      { name: 'mqtt', level: 4 },
    ]);
  });

  it('writes config.json in its layout and reads it back after a reboot', async () => {
    const app = await setup(firmware);
    const file = await savedConfig(app);
    expect(file.cfg.version).toBe(0x11e00);
    expect('version_onbattery' in file.cfg).toBe(firmware === 'onbattery-2026.03.31');
    expect(file).toHaveProperty('syslog');
    expect(file).toHaveProperty('logging');
    expect(file.mqtt).toHaveProperty('clientid');
    expect(file.mqtt).not.toHaveProperty('verbose_logging');
    expect(file.device.display).toHaveProperty('locale', 'en');
    expect(file.device.display).not.toHaveProperty('language');
    expect('powerlimiter' in file).toBe(firmware === 'onbattery-2026.03.31');
    const dtu = (await get(app, '/api/dtu/config')).json();
    const { country_def, cmt_chan_width, nrf_enabled, cmt_enabled, ...body } = dtu;
    await postData(app, '/api/dtu/config', { ...body, pollinterval: 7 });
    await postData(app, '/api/maintenance/reboot', { reboot: true });
    await app.device.whenBooted();
    expect((await get(app, '/api/dtu/config')).json().pollinterval).toBe(7);
    expect((await savedConfig(app)).dtu.poll_interval).toBe(7);
  });
});

describe('OnBattery 2026 settings in its own file layout', () => {
  it('keeps the governed inverters and limits of a limiter save across a reboot, stored under the 2026 names', async () => {
    const app = await setup('onbattery-2026.03.31', { factory: false });
    const loaded = (await get(app, '/api/powerlimiter/config')).json();
    expect(loaded.inverters.length).toBeGreaterThan(0);
    await postData(app, '/api/powerlimiter/config', { ...loaded, total_upper_power_limit: 1234 });
    await postData(app, '/api/maintenance/reboot', { reboot: true });
    await app.device.whenBooted();
    const after = (await get(app, '/api/powerlimiter/config')).json();
    expect(after.total_upper_power_limit).toBe(1234);
    expect(after.inverters).toEqual(loaded.inverters);
    const file = await savedConfig(app);
    expect(file).not.toHaveProperty('onbattery_2026');
    expect(file).not.toHaveProperty('vedirect');
    expect(file).not.toHaveProperty('huawei');
    expect(file.powerlimiter.total_upper_power_limit).toBe(1234);
    expect(file).toHaveProperty('solarcharger');
    expect(file).toHaveProperty('gridcharger');
  });
});

describe('DTU poll interval unit', () => {
  it('is seconds on plain OpenDTU (factory 5)', async () => {
    const app = await setup('opendtu-v26.3.30');
    expect((await get(app, '/api/dtu/config')).json().pollinterval).toBe(5);
  });

  it('is milliseconds on OnBattery 2026 (factory 5000): a 2024-shaped "5" polls every 5 ms', async () => {
    const app = await setup('onbattery-2026.03.31', { factory: false });
    expect((await get(app, '/api/dtu/config')).json().pollinterval).toBe(5000);
    const { country_def, cmt_chan_width, nrf_enabled, cmt_enabled, ...body } = (
      await get(app, '/api/dtu/config')
    ).json();
    expect((await postData(app, '/api/dtu/config', { ...body, pollinterval: 5 })).json().code).toBe(1001);
    expect((await get(app, '/api/dtu/config')).json().pollinterval).toBe(5);
    expect((await savedConfig(app)).dtu.poll_interval).toBe(5);
    const [inv] = app.live.sim.inverters;
    const before = inv!.radio.txRequest;
    app.device.advance(1000);
    app.live.sim.advanceTo(app.device.now());
    // One inverter polled per slot: 1000 ms / 5 ms = 200 slots shared by the demo's inverters.
    const count = app.live.sim.inverters.length;
    expect(inv!.radio.txRequest - before).toBeGreaterThanOrEqual(Math.floor(200 / count) - 1);
  });
});

describe('loading a 2024.05.03 config.json', () => {
  const OLD = {
    cfg: { version: 0x11c00, save_count: 12 },
    dtu: { serial: 199980193046, poll_interval: 9, verbose_logging: true },
    mqtt: { enabled: false, verbose_logging: true, hostname: 'broker' },
    device: { display: { language: 1 } },
    battery: { enabled: true, provider: 1 },
    powerlimiter: { enabled: true },
    ntp: { timezone: 'JST-9', timezone_descr: 'Asia/Tokyo' },
  };

  it('v26.3.30 drops the OnBattery sections, maps the language and keeps seconds', async () => {
    const { app } = await opened(appWithConfig(OLD, { firmware: 'opendtu-v26.3.30' }));
    const file = await savedConfig(app);
    expect(file.cfg).toEqual({ version: 0x11e00, save_count: 13 });
    for (const section of ['battery', 'powerlimiter', 'vedirect', 'huawei', 'powermeter'])
      expect(file, section).not.toHaveProperty(section);
    expect(file.device.display.locale).toBe('de');
    expect(file.dtu.poll_interval).toBe(9);
    expect(file.dtu).not.toHaveProperty('verbose_logging');
    expect(file.mqtt.hostname).toBe('broker');
    expect(file.mqtt.clientid).toMatch(/^OpenDTU-\d+$/);
    expect(file.logging.default).toBe(5);
    expect(file.logging.modules[0]).toEqual({ level: 1, name: 'CORE' });
    expect(file.ntp).toEqual(expect.objectContaining({ timezone_descr: 'Asia/Tokyo' }));
    expect(file.ntp).not.toHaveProperty('timezone');
    expect(app.device.config.battery.enabled).toBe(false);
    expect(app.device.config.powerlimiter.enabled).toBe(false);
  });

  it('OnBattery 2026.03.31 turns the poll interval into milliseconds', async () => {
    const { app } = await opened(appWithConfig(OLD, { firmware: 'onbattery-2026.03.31' }));
    const file = await savedConfig(app);
    expect(file.cfg).toEqual({ version: 0x11e00, version_onbattery: 8, save_count: 13 });
    expect(file.dtu.poll_interval).toBe(9000);
    expect((await get(app, '/api/dtu/config')).json().pollinterval).toBe(9000);
  });
});

describe('the factory answers of 2024.05.03 stay as they were', () => {
  it('keeps verbose_logging on the DTU page', async () => {
    const app = await setup('onbattery-2024.05.03');
    expect((await get(app, '/api/dtu/config')).json()).toEqual(FACTORY_SETTINGS.dtu);
  });
});

describe.each([
  ['opendtu-v26.3.30', 32, [5, 65535]],
  ['onbattery-2026.03.31', 256, [1, 86400]],
] as const)('MQTT settings on %s', (firmware, topicMax, [publishMin, publishMax]) => {
  async function mqttBody(app: FastifyInstance) {
    const { mqtt_root_ca_cert_info, mqtt_client_cert_info, ...answer } = (
      await get(app, '/api/mqtt/config')
    ).json();
    return {
      ...answer,
      mqtt_password: '',
      mqtt_client_cert: '',
      mqtt_client_key: '',
      mqtt_enabled: true,
      mqtt_hostname: 'broker',
    };
  }

  it('answers mqtt_clientid after mqtt_port and no verbose flag', async () => {
    const app = await setup(firmware);
    const keys = Object.keys((await get(app, '/api/mqtt/config')).json());
    expect(keys).not.toContain('mqtt_verbose_logging');
    expect(keys.indexOf('mqtt_clientid')).toBe(keys.indexOf('mqtt_port') + 1);
    expect(Object.keys((await get(app, '/api/mqtt/status')).json())).toContain('mqtt_clientid');
  });

  it('requires the client id and checks it and the topics with the 2026 codes', async () => {
    const app = await setup(firmware);
    const body = await mqttBody(app);
    const code = async (change: Record<string, unknown>) =>
      (await postData(app, '/api/mqtt/config', { ...body, ...change })).json();
    const { mqtt_clientid, ...withoutId } = body;
    expect((await postData(app, '/api/mqtt/config', withoutId)).json().code).toBe(1005);
    expect((await code({ mqtt_port: '1883' })).code).toBe(1005);
    expect(await code({ mqtt_clientid: 'x'.repeat(65) })).toMatchObject({ code: 7017, param: { max: 64 } });
    expect(await code({ mqtt_topic: `${'t'.repeat(topicMax)}/` })).toMatchObject({
      code: 7004,
      param: { max: topicMax },
    });
    expect(await code({ mqtt_hass_enabled: true, mqtt_hass_topic: 'homeassistant' })).toMatchObject({
      code: 7018,
    });
    expect(await code({ mqtt_publish_interval: publishMin - 1 })).toMatchObject({
      code: 7013,
      param: { min: publishMin, max: publishMax },
    });
    expect((await code({ mqtt_clientid: 'my-dtu', mqtt_enabled: false })).code).toBe(1001);
    expect((await get(app, '/api/mqtt/config')).json().mqtt_clientid).toBe('my-dtu');
    expect((await savedConfig(app)).mqtt.clientid).toBe('my-dtu');
    expect((await code({ mqtt_clientid: '', mqtt_enabled: false })).code).toBe(1001);
    expect((await get(app, '/api/mqtt/config')).json().mqtt_clientid).toBe('');
    expect((await get(app, '/api/mqtt/status')).json().mqtt_clientid).toBe(`OpenDTU-${app.device.chipId}`);
  });
});

describe.each(GEN_2026)('network syslog on %s', (firmware) => {
  it('answers, checks and stores the syslog target', async () => {
    const app = await setup(firmware);
    const answer = (await get(app, '/api/network/config')).json();
    const keys = Object.keys(answer);
    expect(keys.slice(keys.indexOf('mdnsenabled') + 1)).toEqual([
      'syslogenabled',
      'sysloghostname',
      'syslogport',
    ]);
    const post = async (change: Record<string, unknown>) =>
      (await postData(app, '/api/network/config', { ...answer, ssid: 'home', ...change })).json();
    expect((await post({ aptimeout: '3' })).code).toBe(1005);
    expect(await post({ syslogenabled: true, sysloghostname: '' })).toMatchObject({
      code: 8007,
      param: { max: 128 },
    });
    expect((await post({ syslogenabled: true, sysloghostname: 'logs', syslogport: 0 })).code).toBe(8008);
    expect((await post({ syslogenabled: true, sysloghostname: 'logs', syslogport: 1514 })).code).toBe(1001);
    expect((await savedConfig(app)).syslog).toEqual({ enabled: true, hostname: 'logs', port: 1514 });
  });
});

describe.each(GEN_2026)('device, inverters and sockets on %s', (firmware) => {
  it('keeps the display language as a two-letter locale', async () => {
    const app = await setup(firmware, { factory: false });
    const answer = (await get(app, '/api/device/config')).json();
    expect(answer.display).toMatchObject({ locale: 'en' });
    expect(answer.display).not.toHaveProperty('language');
    expect((await postData(app, '/api/device/config', { curPin: 'x', display: 1 })).json().code).toBe(1005);
    const post = (display: Record<string, unknown>) =>
      postData(app, '/api/device/config', {
        curPin: answer.curPin,
        display: { ...answer.display, ...display },
      });
    expect((await post({ locale: 'fr' })).json().code).toBe(1001);
    expect((await get(app, '/api/device/config')).json().display.locale).toBe('fr');
    const { locale, ...withoutLocale } = answer.display;
    await postData(app, '/api/device/config', { curPin: answer.curPin, display: withoutLocale });
    expect((await savedConfig(app)).device.display.locale).toBe('nu');
  });

  it('lists and stores clear_eventlog after zero_day, with strict types', async () => {
    const app = await setup(firmware, { factory: false });
    const [first] = (await get(app, '/api/inverter/list')).json().inverter;
    const keys = Object.keys(first);
    expect(keys.indexOf('clear_eventlog')).toBe(keys.indexOf('zero_day') + 1);
    expect((await postData(app, '/api/inverter/edit', { ...first, id: '0' })).json().code).toBe(1005);
    expect((await postData(app, '/api/inverter/edit', { ...first, clear_eventlog: true })).json().code).toBe(
      4007,
    );
    expect((await get(app, '/api/inverter/list')).json().inverter[0].clear_eventlog).toBe(true);
    expect((await savedConfig(app)).inverters[0].clear_eventlog).toBe(true);
    expect((await postData(app, '/api/inverter/add', { serial: 1, name: 'x' })).json().code).toBe(1005);
  });

  it('guards the sockets by Digest, not Basic, while read-only access is off', async () => {
    const app = await setup(firmware);
    expect((await get(app, '/livedata', null)).statusCode).toBe(200);
    await postData(app, '/api/security/config', { password: 'openDTU42', allow_readonly: false });
    for (const [path, realm] of [
      ['/livedata', 'live websocket'],
      ['/console', 'console websocket'],
    ] as const) {
      const refused = await get(app, path);
      expect(refused.statusCode, path).toBe(401);
      const challenge = String(refused.headers['www-authenticate']);
      expect(challenge).toContain(`Digest realm="${realm}"`);
      const authorization = digestAnswer(challenge, path);
      expect((await get(app, path, authorization)).statusCode, path).toBe(200);
      const wrong = digestAnswer(challenge, path, 'not-the-password');
      expect((await get(app, path, wrong)).statusCode, path).toBe(401);
    }
  });

  it('ends console lines in LF alone', async () => {
    const app = await setup(firmware);
    const { socket, received } = await openSocket(app, '/console');
    app.device.log('hello console');
    await flush(socket);
    socket.close();
    expect(received.find((line) => line.startsWith('hello console'))).toBe('hello console\n');
  });
});
