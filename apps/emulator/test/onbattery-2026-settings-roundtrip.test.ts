import { battery2026Factory, powerLimiter2026Factory } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { sectionsOf } from '../src/firmware/onbattery-2026/config-access.ts';
import { onBattery2026ConfigDefaults } from '../src/firmware/onbattery-2026/index.ts';
import { onBattery2026App } from './onbattery-2026-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, postData } from './support/core-fixture.ts';

const opened = closeAfterEach();
type App = Awaited<ReturnType<typeof onBattery2026App>>['app'];
const get = (app: App, url: string) =>
  app.inject({ url, headers: { authorization: ADMIN_AUTH } }).then((r) => r.json());

/** The 2026 OnBattery sections the device holds (what the personality writes to `config.json`). */
const stored = (app: App) => structuredClone(sectionsOf(app.device.config));

describe('OnBattery 2026.03.31 limiter and battery settings, as the 2026 forms use them', () => {
  it('a fresh device holds the contract fixtures (defaults of read() without a file)', () => {
    const { powerlimiter, battery } = onBattery2026ConfigDefaults();
    expect(powerlimiter).toEqual(powerLimiter2026Factory());
    expect(battery).toEqual(battery2026Factory());
  });

  it.each(['/api/powerlimiter/config', '/api/battery/config'])(
    'posting back what %s answered changes nothing stored',
    async (path) => {
      const { app } = await opened(onBattery2026App());
      const loaded = await get(app, path);
      const before = stored(app);
      expect((await postData(app, path, loaded)).json().code).toBe(1001);
      expect(stored(app)).toEqual(before);
      expect(await get(app, path)).toEqual(loaded);
    },
  );
});
