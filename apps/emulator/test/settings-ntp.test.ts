import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { apiResponseSchema, ntpConfigSchema, ntpStatusSchema, ntpTimeSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

/** 3 May 2024 14:05:09 in Berlin (CEST). */
const MAY_3 = Date.UTC(2024, 4, 3, 12, 5, 9);

const CONFIG = {
  ...FACTORY_SETTINGS.ntp,
  ntp_server: 'pool.example.org',
  longitude: 10.4515,
  latitude: 51.1657,
};
const postConfig = async (app: FastifyInstance, change: Record<string, unknown>) =>
  apiResponseSchema.parse((await postData(app, '/api/ntp/config', { ...CONFIG, ...change })).json());

const TIME = { year: 2024, month: 7, day: 1, hour: 12, minute: 0, second: 0 };
const postTime = async (app: FastifyInstance, change: Record<string, unknown>) =>
  apiResponseSchema.parse((await postData(app, '/api/ntp/time', { ...TIME, ...change })).json());

const status = async (app: FastifyInstance) =>
  ntpStatusSchema.parse((await app.inject({ url: '/api/ntp/status' })).json());
const minutesOf = (text: string) => {
  const [, h, m] = /(\d\d):(\d\d):00$/.exec(text) ?? [];
  return Number(h) * 60 + Number(m);
};

describe.each(PERSONALITIES)('NTP settings on $firmware', (facts) => {
  const { firmware } = facts;
  const setup = async (startTime = MAY_3): Promise<FastifyInstance> =>
    (await opened(makeApp({ startTime, timeScale: 0.000001, firmware }))).app;
  const configSchema = facts.ntpTimezoneKey ? ntpConfigSchema : ntpConfigSchema.omit({ ntp_timezone: true });

  describe('/api/ntp/config', () => {
    it('config and time are admin-only (GET too), status is read-only', async () => {
      const app = await setup();
      expect((await app.inject({ url: '/api/ntp/config' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/ntp/time' })).statusCode).toBe(401);
      expect((await postData(app, '/api/ntp/time', TIME, null)).statusCode).toBe(401);
      expect((await postData(app, '/api/ntp/config', CONFIG, null)).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/ntp/status' })).statusCode).toBe(200);
      const res = await app.inject({ url: '/api/ntp/config', headers: { authorization: ADMIN_AUTH } });
      expect(configSchema.parse(res.json())).toMatchObject({
        ntp_server: 'opendtu.pool.ntp.org',
        sunsettype: 1,
      });
    });

    it('checks lengths in bytes with their max params', async () => {
      const app = await setup();
      const server = {
        type: 'warning',
        message: 'NTP Server must between 1 and 31 characters long!',
        code: 9001,
        param: { max: 31 },
      };
      expect(await postConfig(app, { ntp_server: '' })).toEqual(server);
      expect(await postConfig(app, { ntp_server: `${'ß'.repeat(15)}xx` })).toEqual(server);
      expect((await postConfig(app, { ntp_server: `${'ß'.repeat(15)}x` })).code).toBe(1001);
      // The 2026 base neither checks nor keeps a POSIX rule that comes with the post.
      expect(await postConfig(app, { ntp_timezone: 't'.repeat(51) })).toMatchObject(
        facts.ntpTimezoneKey ? { code: 9002, param: { max: 50 } } : { code: 1001 },
      );
      expect((await postConfig(app, { ntp_timezone: 't'.repeat(50) })).code).toBe(1001);
      expect(await postConfig(app, { ntp_timezone_descr: '' })).toMatchObject({
        code: 9003,
        param: { max: 50 },
      });
      expect((await postData(app, '/api/ntp/config', { ntp_server: 'x' })).json().code).toBe(1005);
    });

    it('stores under the file keys; a missing description is stored as "null" or refused', async () => {
      const app = await setup();
      const { ntp_timezone_descr: _, ...noDescr } = CONFIG;
      // 2024 reads the missing description and the string as they come; the later generations' type check refuses both.
      const loose = (await postData(app, '/api/ntp/config', { ...noDescr, sunsettype: '3' })).json().code;
      expect(loose).toBe(facts.strictTypes ? 1005 : 1001);
      if (facts.strictTypes) {
        expect((await postConfig(app, { sunsettype: '3' })).code).toBe(1005);
        expect((await postConfig(app, { ntp_timezone_descr: 'Europe/Paris', sunsettype: 3 })).code).toBe(
          1001,
        );
      }
      const file = await savedConfig(app);
      expect(file.ntp).toEqual({
        server: 'pool.example.org',
        ...(facts.ntpTimezoneKey ? { timezone: 'CET-1CEST,M3.5.0,M10.5.0/3' } : {}),
        timezone_descr: facts.strictTypes ? 'Europe/Paris' : 'null',
        latitude: 51.1657,
        longitude: 10.4515,
        sunsettype: 3,
      });
    });
  });

  describe('/api/ntp/status', () => {
    it('shows local time and nautical sunrise/sunset in the firmware format', async () => {
      const app = await setup();
      const body = await status(app);
      expect(body).toMatchObject({
        ntp_status: true,
        ntp_localtime: 'Friday, May 03 2024 14:05:09',
        sun_isSunsetAvailable: true,
        sun_isDayPeriod: true,
      });
      expect(body.sun_risetime).toMatch(/^Friday, May 03 2024 04:\d\d:00$/);
      expect(Math.abs(minutesOf(body.sun_risetime) - (4 * 60 + 18))).toBeLessThanOrEqual(3);
      expect(Math.abs(minutesOf(body.sun_settime) - (22 * 60 + 13))).toBeLessThanOrEqual(3);
    });

    it('uses the official zenith for sunsettype 0 and leaves the day period after sunset', async () => {
      const app = await setup(Date.UTC(2024, 4, 3, 19, 30));
      await postConfig(app, { sunsettype: 0 });
      const body = await status(app);
      expect(Math.abs(minutesOf(body.sun_risetime) - (5 * 60 + 46))).toBeLessThanOrEqual(3);
      expect(Math.abs(minutesOf(body.sun_settime) - (20 * 60 + 44))).toBeLessThanOrEqual(3);
      expect(body.ntp_localtime).toBe('Friday, May 03 2024 21:30:00');
      expect(body.sun_isDayPeriod).toBe(false);
    });

    it('has no sunset on a polar day', async () => {
      const app = await setup(Date.UTC(2024, 5, 21, 12));
      await postConfig(app, { latitude: 78.2, longitude: 15.6, ntp_timezone_descr: 'Arctic/Longyearbyen' });
      expect(await status(app)).toMatchObject({
        sun_risetime: '--',
        sun_settime: '--',
        sun_isSunsetAvailable: false,
        sun_isDayPeriod: true,
      });
    });

    it('reports an unset clock as 1970 with no sun data but day', async () => {
      const app = await setup(42_000);
      expect(await status(app)).toMatchObject({
        ntp_status: false,
        ntp_localtime: 'Thursday, January 01 1970 01:00:42',
        sun_risetime: '--',
        sun_settime: '--',
        sun_isSunsetAvailable: true,
        sun_isDayPeriod: true,
      });
      const time = await app.inject({ url: '/api/ntp/time', headers: { authorization: ADMIN_AUTH } });
      expect(ntpTimeSchema.parse(time.json())).toEqual({
        ntp_status: false,
        year: 1970,
        month: 1,
        day: 1,
        hour: 1,
        minute: 0,
        second: 42,
      });
    });
  });

  describe('/api/ntp/time', () => {
    it('checks every field at its boundaries with min/max params', async () => {
      const app = await setup();
      expect(await postTime(app, { year: 2021 })).toEqual({
        type: 'warning',
        message: 'Year must be a number between 2022 and 2100!',
        code: 9004,
        param: { min: 2022, max: 2100 },
      });
      expect((await postTime(app, { year: 2101 })).code).toBe(9004);
      expect(await postTime(app, { month: 0 })).toMatchObject({ code: 9005, param: { min: 1, max: 12 } });
      expect((await postTime(app, { month: 13 })).code).toBe(9005);
      expect(await postTime(app, { day: 32 })).toMatchObject({ code: 9006, param: { min: 1, max: 31 } });
      expect((await postTime(app, { day: 0 })).code).toBe(9006);
      expect(await postTime(app, { hour: 24 })).toMatchObject({ code: 9007, param: { min: 0, max: 23 } });
      expect(await postTime(app, { minute: 60 })).toMatchObject({ code: 9008, param: { min: 0, max: 59 } });
      expect(await postTime(app, { second: 60 })).toMatchObject({ code: 9009, param: { min: 0, max: 59 } });
      const { second: _, ...noSecond } = TIME;
      expect((await postData(app, '/api/ntp/time', noSecond)).json().code).toBe(1005);
    });

    it('sets the clock in local time without saving; day 31 rolls over', async () => {
      const app = await setup();
      const saves = app.device.config.cfg.save_count;
      // 2024 reads a negative value as 0 (the later generations refuse it, see below).
      expect(await postTime(app, { year: 2100, hour: facts.strictTypes ? 0 : -1 })).toEqual({
        type: 'success',
        message: 'Time updated!',
        code: 9010,
      });
      expect(app.device.wallNow()).toBe(Date.UTC(2100, 6, 1, -2));
      expect(await postTime(app, { month: 6, day: 31, hour: 12 })).toMatchObject({ code: 9010 });
      const res = await app.inject({ url: '/api/ntp/time', headers: { authorization: ADMIN_AUTH } });
      expect(ntpTimeSchema.parse(res.json())).toEqual({
        ntp_status: true,
        year: 2024,
        month: 7,
        day: 1,
        hour: 12,
        minute: 0,
        second: 0,
      });
      expect(app.device.config.cfg.save_count).toBe(saves);
    });

    // The 2026 base checks `is<uint>()` on every field before the ranges (`src/WebApi_ntp.cpp`
    // `onNtpTimePost` @ v26.3.30, 2026.03.31); 2024 checks the keys and reads -1 as 0 (above).
    if (facts.strictTypes)
      it('refuses a negative, fractional or string field by type (1005)', async () => {
        const app = await setup();
        const codes = [];
        for (const bad of [{ hour: -1 }, { minute: '5' }, { second: 1.5 }, { year: null }]) {
          codes.push((await postTime(app, bad)).code);
        }
        expect(codes).toEqual([1005, 1005, 1005, 1005]);
        expect((await postTime(app, { year: 2030 })).code).toBe(9010);
      });
  });
});
