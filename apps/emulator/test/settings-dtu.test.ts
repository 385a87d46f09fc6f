import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { apiResponseSchema, dtuConfigSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

describe.each(PERSONALITIES)(
  '/api/dtu/config on $firmware',
  ({ firmware, pollIntervalUnitMs, strictTypes, verboseLogging }) => {
    const setup = async (): Promise<FastifyInstance> => (await opened(makeApp({ firmware }))).app;
    /** The factory poll interval (5 s) in the generation's unit. */
    const factoryPoll = 5000 / pollIntervalUnitMs;
    const { verbose_logging, ...shared } = FACTORY_SETTINGS.dtu;
    const VALID = {
      ...shared,
      ...(verboseLogging ? { verbose_logging: false } : {}),
      serial: '199980193046',
      pollinterval: 7,
      nrf_palevel: 2,
      cmt_palevel: -3,
      cmt_frequency: 866500000,
    };
    const post = async (app: FastifyInstance, change: Record<string, unknown>) => {
      const res = await postData(app, '/api/dtu/config', { ...VALID, ...change });
      expect(res.statusCode).toBe(200);
      return apiResponseSchema.parse(res.json());
    };
    /** A numeric string where a number belongs: read as the number, or refused by the type check. */
    const numericStringCode = strictTypes ? 1005 : 1001;
    /** A number outside the key's C type: cut to its bits, or refused by the type check. */
    const outOfTypeCode = strictTypes ? 1005 : 1001;
    /** The serial as a number is read as its hex digits by the lenient parser; the strict one wants a string. */
    const serialSent = strictTypes ? '199980193046' : 199980193046;

    it('is admin-only for GET and POST', async () => {
      const app = await setup();
      expect((await app.inject({ url: '/api/dtu/config' })).statusCode).toBe(401);
      expect((await postData(app, '/api/dtu/config', VALID, null)).statusCode).toBe(401);
    });

    it('GET answers the factory values with the country table as an array', async () => {
      const app = await setup();
      const res = await app.inject({ url: '/api/dtu/config', headers: { authorization: ADMIN_AUTH } });
      const body = dtuConfigSchema.parse(Object.assign({ verbose_logging }, res.json()));
      expect(Object.keys(res.json())).toEqual([
        'serial',
        'pollinterval',
        ...(verboseLogging ? ['verbose_logging'] : []),
        'nrf_enabled',
        'nrf_palevel',
        'cmt_enabled',
        'cmt_palevel',
        'cmt_frequency',
        'cmt_country',
        'cmt_chan_width',
        'country_def',
      ]);
      expect(body.serial).toBe(BigInt(app.device.config.dtu.serial).toString(16));
      expect(body).toMatchObject({
        pollinterval: factoryPoll,
        cmt_frequency: 865000000,
        cmt_country: 0,
        cmt_chan_width: 250000,
      });
      expect(body.country_def[1]).toEqual({
        freq_default: 918000000,
        freq_min: 900250000,
        freq_max: 963500000,
        freq_legal_min: 905000000,
        freq_legal_max: 925000000,
      });
    });

    it('saves, storing the hex serial as its decimal value under the file key names', async () => {
      const app = await setup();
      expect(await post(app, { serial: serialSent })).toEqual({
        type: 'success',
        message: 'Settings saved!',
        code: 1001,
      });
      const file = await savedConfig(app);
      expect(file.dtu).toEqual({
        serial: 0x199980193046,
        poll_interval: 7,
        ...(verboseLogging ? { verbose_logging: false } : {}),
        nrf_pa_level: 2,
        cmt_pa_level: -3,
        cmt_frequency: 866500000,
        cmt_country_mode: 0,
      });
      const res = await app.inject({ url: '/api/dtu/config', headers: { authorization: ADMIN_AUTH } });
      expect(res.json().serial).toBe('199980193046');
    });

    it('takes a serial with hex letters as text, answering it in lower case', async () => {
      const app = await setup();
      expect((await post(app, { serial: '1999801612AB' })).code).toBe(1001);
      expect((await savedConfig(app)).dtu.serial).toBe(0x1999801612ab);
      const res = await app.inject({ url: '/api/dtu/config', headers: { authorization: ADMIN_AUTH } });
      expect(res.json().serial).toBe('1999801612ab');
    });

    it('answers 1005 when one of the seven keys is missing', async () => {
      const app = await setup();
      const { cmt_country: _, ...partial } = VALID;
      const res = await postData(app, '/api/dtu/config', partial);
      expect(res.json()).toEqual({ type: 'warning', message: 'Values are missing!', code: 1005 });
    });

    it('checks serial, poll interval, PA levels and country in order', async () => {
      const app = await setup();
      expect((await post(app, { serial: 'xyz' })).code).toBe(2001);
      expect((await post(app, { serial: '0' })).code).toBe(2001);
      expect((await post(app, { serial: 'ff-zz' })).code).toBe(1001);
      expect((await post(app, { pollinterval: 0, nrf_palevel: 9 })).code).toBe(2002);
      expect((await post(app, { nrf_palevel: 4 })).code).toBe(2003);
      expect((await post(app, { nrf_palevel: 3 })).code).toBe(1001);
      // 256 does not fit 8 bits: it collapses to 0 (valid), or fails the type check.
      expect((await post(app, { nrf_palevel: 256 })).code).toBe(outOfTypeCode);
      expect((await post(app, { cmt_palevel: -11 })).code).toBe(2003);
      expect((await post(app, { cmt_palevel: 21 })).code).toBe(2003);
      expect((await post(app, { cmt_palevel: -10 })).code).toBe(1001);
      expect((await post(app, { cmt_palevel: 20 })).code).toBe(1001);
      expect((await post(app, { cmt_country: 3 })).code).toBe(2005);
    });

    it('checks the frequency against the hardware range in Hz and the 250 kHz grid', async () => {
      const app = await setup();
      const eu = { min: 860250000, max: 923500000 };
      const invalid = { type: 'warning', message: 'Invalid CMT frequency setting!', code: 2004, param: eu };
      expect(await post(app, { cmt_frequency: 860000000 })).toEqual(invalid);
      expect(await post(app, { cmt_frequency: 923750000 })).toEqual(invalid);
      expect(await post(app, { cmt_frequency: 865100000 })).toEqual(invalid);
      expect((await post(app, { cmt_frequency: 860250000 })).code).toBe(1001);
      expect((await post(app, { cmt_frequency: '923500000' })).code).toBe(numericStringCode);
      // North America: Europe's default is below the hardware range there.
      expect(await post(app, { cmt_country: 1, cmt_frequency: 865000000 })).toEqual({
        ...invalid,
        param: { min: 900250000, max: 963500000 },
      });
      expect((await post(app, { cmt_country: 2, cmt_frequency: 930000000 })).code).toBe(1001);
      expect((await savedConfig(app)).dtu).toMatchObject({ cmt_country_mode: 2, cmt_frequency: 930000000 });
    });

    it('reports the radios that the active pin mapping wires up', async () => {
      const env = await opened(makeApp({ firmware, rebootMs: 20 }));
      const { app } = env;
      const before = await app.inject({ url: '/api/dtu/config', headers: { authorization: ADMIN_AUTH } });
      // The built-in pins wire an NRF24 module only.
      expect(before.json()).toMatchObject({ nrf_enabled: true, cmt_enabled: false });
      const profile = {
        name: 'cmt-board',
        cmt: { clk: 12, cs: 13, fcs: 14, sdio: 15, gpio2: -1, gpio3: -1 },
      };
      await writeFile(join(env.dataDir, 'pin_mapping.json'), JSON.stringify([profile]));
      const booted = new Promise<void>((resolve) => app.device.onBoot(resolve));
      await postData(app, '/api/device/config', { curPin: { name: 'cmt-board' }, display: {}, led: [] });
      await booted;
      const after = await app.inject({ url: '/api/dtu/config', headers: { authorization: ADMIN_AUTH } });
      expect(after.json()).toMatchObject({ nrf_enabled: true, cmt_enabled: true });
    });
  },
);
