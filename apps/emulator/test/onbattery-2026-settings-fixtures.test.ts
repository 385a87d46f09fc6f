import { FACTORY_SETTINGS_2026, VALID_SETTINGS_2026 } from '@dtu/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { onBattery2026App } from './onbattery-2026-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, postData, savedConfig } from './support/core-fixture.ts';

const opened = closeAfterEach();
const AREAS = {
  powermeter: '/api/powermeter/config',
  solarcharger: '/api/solarcharger/config',
  gridcharger: '/api/gridcharger/config',
} as const;
type App = Awaited<ReturnType<typeof onBattery2026App>>['app'];
const get = (app: App, url: string) =>
  app.inject({ url, headers: { authorization: ADMIN_AUTH } }).then((r) => r.json());
/** The file without its save counter, which every save moves on. */
const withoutCounter = async (app: App) => {
  const { cfg, ...rest } = await savedConfig(app);
  return { ...rest, cfg: { ...cfg, save_count: undefined } };
};

describe('OnBattery 2026.03.31 meter and charger fixtures', () => {
  it('a factory device answers FACTORY_SETTINGS_2026', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    for (const [area, path] of Object.entries(AREAS))
      expect(await get(app, path), area).toEqual(FACTORY_SETTINGS_2026[area as keyof typeof AREAS]);
  });

  it('VALID_SETTINGS_2026 is accepted and read back as sent', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    for (const [area, path] of Object.entries(AREAS)) {
      const payload = VALID_SETTINGS_2026[area as keyof typeof AREAS];
      expect((await postData(app, path, payload)).json().code, area).toBe(1001);
      expect(await get(app, path), area).toEqual(payload);
    }
  });

  it('saving what a GET answered leaves config.json as it was (demo installation)', async () => {
    const { app } = await opened(onBattery2026App());
    for (const path of Object.values(AREAS)) await postData(app, path, await get(app, path));
    const before = await withoutCounter(app);
    for (const path of Object.values(AREAS)) {
      expect((await postData(app, path, await get(app, path))).json().code, path).toBe(1001);
    }
    expect(await withoutCounter(app)).toEqual(before);
  });
});
