import { FACTORY_SETTINGS, SETTINGS_PATHS, type SettingsArea, VALID_SETTINGS } from '@dtu/contract/fixtures';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData } from './support/core-fixture.ts';

const AREAS = Object.keys(SETTINGS_PATHS) as SettingsArea[];

const opened = closeAfterEach();

async function factoryApp(): Promise<FastifyInstance> {
  const started = await opened(
    makeApp({ factory: true, startTime: Date.parse('2024-06-21T10:00:00Z'), seed: 7 }),
  );
  return started.app;
}

async function get(app: FastifyInstance, path: string, auth = ADMIN_AUTH): Promise<unknown> {
  const reply = await app.inject({ url: path, headers: { authorization: auth } });
  expect(reply.statusCode, path).toBe(200);
  return reply.json();
}

describe('the shared fixtures are the device’s own data', () => {
  it.each(AREAS)('a factory device answers %s exactly as FACTORY_SETTINGS says', async (area) => {
    const app = await factoryApp();
    expect(await get(app, SETTINGS_PATHS[area])).toEqual(FACTORY_SETTINGS[area]);
  });

  it.each(AREAS)('the device accepts VALID_SETTINGS.%s and reads it back', async (area) => {
    const app = await factoryApp();
    const payload = VALID_SETTINGS[area];
    const reply = await postData(app, SETTINGS_PATHS[area], payload);
    expect(reply.json(), area).toMatchObject({ type: 'success' });
    // A new password is needed from now on.
    const auth =
      area === 'security'
        ? `Basic ${Buffer.from(`admin:${VALID_SETTINGS.security.password}`).toString('base64')}`
        : ADMIN_AUTH;
    expect(await get(app, SETTINGS_PATHS[area], auth)).toEqual(payload);
  });
});
