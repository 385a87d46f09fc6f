import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { apiResponseSchema, networkConfigSchema, networkStatusSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { effectiveHostname } from '../src/device/effective-hostname.ts';
import { ipv4 } from '../src/routes/settings/ipv4.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

/** A factory device given a WiFi to join. */
const VALID = { ...FACTORY_SETTINGS.network, ssid: 'HomeNet', password: 'secret123' };

async function post(app: FastifyInstance, change: Record<string, unknown>) {
  const res = await postData(app, '/api/network/config', { ...VALID, ...change });
  return apiResponseSchema.parse(res.json());
}

const status = async (app: FastifyInstance) =>
  networkStatusSchema.parse((await app.inject({ url: '/api/network/status' })).json());

describe.each(PERSONALITIES)('network settings on $firmware', (facts) => {
  const { firmware } = facts;
  const setup = async (): Promise<FastifyInstance> => (await opened(makeApp({ firmware }))).app;

  describe('/api/network/config', () => {
    it('config is admin-only, status read-only', async () => {
      const app = await setup();
      expect((await app.inject({ url: '/api/network/config' })).statusCode).toBe(401);
      expect((await postData(app, '/api/network/config', VALID, null)).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/network/status' })).statusCode).toBe(200);
      const res = await app.inject({ url: '/api/network/config', headers: { authorization: ADMIN_AUTH } });
      const body = res.json();
      const keys = Object.keys(body);
      expect(keys.slice(keys.indexOf('mdnsenabled') + 1)).toEqual(facts.networkConfigExtras);
      for (const extra of facts.networkConfigExtras) delete body[extra];
      expect(networkConfigSchema.parse(body)).toEqual({ ...VALID, ssid: '', password: '' });
    });

    it('saves under the file keys and writes addresses back in canonical form', async () => {
      const app = await setup();
      const saved = await post(app, {
        dhcp: false,
        ipaddress: '192.168.1.007',
        gateway: '1..2.3',
        mdnsenabled: true,
      });
      expect(saved).toEqual({ type: 'success', message: 'Settings saved!', code: 1001 });
      const file = await savedConfig(app);
      expect(file.wifi).toMatchObject({
        ssid: 'HomeNet',
        password: 'secret123',
        ip: '192.168.1.7',
        gateway: '1.0.2.3',
      });
      expect(file.wifi.dhcp).toBe(false);
      expect(file.mdns).toEqual({ enabled: true });
    });

    it('answers 1005 for a missing required key; mdnsenabled is optional and reads as false', async () => {
      const app = await setup();
      const { aptimeout: _, ...noTimeout } = VALID;
      expect((await postData(app, '/api/network/config', noTimeout)).json().code).toBe(1005);
      const { mdnsenabled: __, ...noMdns } = VALID;
      expect((await postData(app, '/api/network/config', noMdns)).json().code).toBe(1001);
      expect(app.device.config.mdns.enabled).toBe(false);
    });

    it('validates the five addresses in order with codes 8001–8005', async () => {
      const app = await setup();
      expect((await post(app, { ipaddress: '', netmask: 'x' })).code).toBe(8001);
      expect((await post(app, { netmask: '255.255.255.256' })).code).toBe(8002);
      expect((await post(app, { gateway: '1.2.3' })).code).toBe(8003);
      expect((await post(app, { dns1: 'fe80::1' })).code).toBe(8004);
      expect(await post(app, { dns2: ' 1.2.3.4' })).toEqual({
        type: 'warning',
        message: 'DNS Server IP 2 is invalid!',
        code: 8005,
      });
      // A number: read as text in 2024, refused by the later generations' type check.
      expect((await post(app, { ipaddress: 12 })).code).toBe(facts.strictTypes ? 1005 : 8001);
    });

    it('checks hostname, SSID and password lengths in bytes, without a code', async () => {
      const app = await setup();
      const hostnameError = { type: 'warning', message: 'Hostname must between 1 and 31 characters long!' };
      expect(await post(app, { hostname: '' })).toEqual(hostnameError);
      expect(await post(app, { hostname: 'ä'.repeat(16) })).toEqual(hostnameError);
      expect((await post(app, { hostname: `${'ä'.repeat(15)}x` })).code).toBe(1001);
      const ssidError = { type: 'warning', message: 'SSID must between 1 and 32 characters long!' };
      expect(await post(app, { ssid: '' })).toEqual(ssidError);
      expect(await post(app, { ssid: `${'€'.repeat(10)}xxx` })).toEqual(ssidError);
      expect((await post(app, { ssid: `${'€'.repeat(10)}xx` })).code).toBe(1001);
      const passwordError = {
        type: 'warning',
        message: 'Password must not be longer than 64 characters long!',
      };
      expect(await post(app, { password: 'p'.repeat(64) })).toEqual(passwordError);
      expect((await post(app, { password: 'p'.repeat(63) })).code).toBe(1001);
    });

    it('limits aptimeout to 99999', async () => {
      const app = await setup();
      expect(await post(app, { aptimeout: 100000 })).toEqual({
        type: 'warning',
        message: 'ApTimeout must be a number between 0 and 99999!',
        code: 8006,
      });
      expect((await post(app, { aptimeout: 99999 })).code).toBe(1001);
    });
  });

  describe('/api/network/status', () => {
    it('first boot without SSID: AP on at 192.168.4.1, station fields empty', async () => {
      const app = await setup();
      const body = await status(app);
      const hex = app.device.chipId.toString(16).toUpperCase().padStart(6, '0');
      expect(body).toMatchObject({
        sta_status: true,
        sta_ssid: '',
        sta_bssid: '',
        sta_rssi: 0,
        network_hostname: `OpenDTU-${hex}`,
        network_ip: '0.0.0.0',
        network_mode: 'Station',
        ap_status: true,
        ap_ssid: `OpenDTU-${app.device.chipId}`,
        ap_ip: '192.168.4.1',
      });
      expect(body.network_mac.endsWith(hex.match(/../g)?.join(':') ?? '')).toBe(true);
      expect(Number.parseInt(body.ap_mac.slice(-2), 16)).toBe((app.device.chipId + 1) & 0xff);
    });

    it('associates with the saved SSID and switches the AP off after aptimeout minutes', async () => {
      const app = await setup();
      await post(app, { aptimeout: 1 });
      const on = await status(app);
      expect(on).toMatchObject({ sta_ssid: 'HomeNet', ap_status: true, network_ip: '192.168.178.50' });
      expect(on.sta_bssid).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      expect(on.sta_rssi).toBeLessThan(-50);
      expect(on.sta_rssi).toBeGreaterThan(-70);
      app.device.advance(61_000);
      expect(await status(app)).toMatchObject({ ap_status: false, ap_ip: '0.0.0.0' });
      await post(app, { aptimeout: 1, dhcp: false, ipaddress: '10.0.0.9' });
      expect(await status(app)).toMatchObject({ ap_status: true, network_ip: '10.0.0.9' });
    });
  });

  describe('/api/network/status of the demo and of a factory device', () => {
    it('shows the demo as a station joined to its WiFi with a DHCP lease', async () => {
      const env = await opened(makeApp({ factory: false, firmware }));
      const status = networkStatusSchema.parse((await env.app.inject({ url: '/api/network/status' })).json());
      expect(status.network_mode).toBe('Station');
      expect(status.sta_ssid).not.toBe('');
      expect(status.sta_bssid).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      expect(status.sta_rssi).toBeLessThan(0);
      expect(status.network_ip).not.toBe('0.0.0.0');
      expect(status.network_gateway).not.toBe('0.0.0.0');
    });

    // docs/firmware/onbattery-2024.05.03/settings.md §2.2: a first boot without SSID has station and access point
    // both on, `ap_ip` "192.168.4.1", the station fields empty or 0.
    it('pins the firmware first-boot state of a factory device without SSID', async () => {
      const env = await opened(makeApp({ factory: true, firmware }));
      const status = networkStatusSchema.parse((await env.app.inject({ url: '/api/network/status' })).json());
      expect(status).toMatchObject({
        sta_status: true,
        sta_ssid: '',
        sta_bssid: '',
        sta_rssi: 0,
        network_ip: '0.0.0.0',
        ap_status: true,
        ap_ip: '192.168.4.1',
      });
    });
  });
});

describe('helpers', () => {
  it('expands and cleans the host name like the firmware', () => {
    expect(effectiveHostname('OpenDTU-%06X', 0x123456)).toBe('OpenDTU-123456');
    expect(effectiveHostname('my_dtu %d!', 0x10)).toBe('my-dtu-16');
    expect(effectiveHostname('äöü.:', 0xabc)).toBe('OpenDTU-000ABC');
    expect(effectiveHostname(`${'a'.repeat(30)}%06X`, 1)).toBe(`${'a'.repeat(30)}0`);
  });

  it('parses IPv4 text like the firmware', () => {
    expect(ipv4('1..2.3')).toBe(true);
    expect(ipv4('0001.2.3.4')).toBe(true);
    expect(ipv4('1.2.3.4.')).toBe(false);
    expect(ipv4('')).toBe(false);
    expect(ipv4('256.0.0.0')).toBe(false);
  });
});
