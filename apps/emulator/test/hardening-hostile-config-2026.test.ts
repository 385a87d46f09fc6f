import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeDirs } from './support/core-fixture.ts';
import { fuzzSurface } from './support/fuzz-targets.ts';
import { PERSONALITIES } from './support/personality-facts.ts';
import { pollUntil } from './support/poll-until.ts';

const opened = closeAfterEach();

const HUGE = 'x'.repeat(100_000);
/** What each leaf of a kind becomes, by the leaf's position: a wrong type, an overflow, a hole. */
const HOSTILE: Record<string, readonly unknown[]> = {
  number: [1e300, -1.5, 'text', null, {}, 2 ** 53 + 0.5],
  string: [HUGE, 42, null, [HUGE], '', { deep: HUGE }],
  boolean: ['yes', 2, null, {}, [], 'false'],
};

/** Every leaf of `value` replaced by a hostile one; every array gets garbage entries too. */
function hostile(value: unknown, counter = { leaf: 0 }): unknown {
  if (Array.isArray(value)) return [...value.map((item) => hostile(item, counter)), null, 7, 'x', [[[]]]];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hostile(inner, counter)]));
  const choices = HOSTILE[typeof value] ?? [HUGE];
  return choices[counter.leaf++ % choices.length];
}

/**
 * A `config.json` in the 2026 layout (the one the generation writes) whose every value is wrong:
 * the device boots, answers every settings page and runs its timers without a throw. `cfg` stays
 * (a broken version would migrate the file instead) and so does `security`, to log in.
 */
describe.each(PERSONALITIES.filter((facts) => facts.lineage !== 'onbattery-2024'))(
  'a hostile config.json of $firmware at boot',
  (facts) => {
    it('boots, answers every page and keeps its timers running', { timeout: 60_000 }, async () => {
      const dirs = await opened(makeDirs());
      const options = { dataDir: dirs.dataDir, webappDir: dirs.webappDir, firmware: facts.firmware };
      const pages = [...fuzzSurface(facts.writes).snapshots, '/api/livedata/status', '/api/system/status'];
      const first = await buildApp({ ...options, factory: false });
      const get = async (app: typeof first, url: string) =>
        app.inject({ url, headers: { authorization: ADMIN_AUTH } });
      const before = await Promise.all(pages.map(async (url) => (await get(first, url)).body));
      await first.device.settled();
      await first.close();
      const path = join(dirs.dataDir, 'config.json');
      const file = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
      const { cfg, security, ...rest } = file;
      await writeFile(path, JSON.stringify({ cfg, security, ...(hostile(rest) as object) }));

      const app = await opened(buildApp({ ...options, factory: false, timeScale: 50 }));
      const changed: string[] = [];
      for (const [i, url] of pages.entries()) {
        const res = await get(app, url);
        expect(res.statusCode, url).toBe(200);
        if (res.body !== before[i]) changed.push(url);
      }
      // The file was read, not set aside as corrupt: the settings pages show what it holds.
      expect((await readdir(dirs.dataDir)).filter((name) => name.includes('corrupt'))).toEqual([]);
      expect(changed).toEqual(
        expect.arrayContaining(['/api/ntp/config', '/api/mqtt/config', '/api/inverter/list']),
      );
      const start = app.device.uptimeSeconds();
      await pollUntil(() => app.device.uptimeSeconds() >= start + 30, { timeoutMs: 50_000, intervalMs: 20 });
      const live = await app.inject({ url: '/api/livedata/status', headers: { authorization: ADMIN_AUTH } });
      expect(live.statusCode).toBe(200);
    });
  },
);
