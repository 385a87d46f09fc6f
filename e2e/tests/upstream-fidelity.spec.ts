import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { ADMIN_PASSWORD } from '../support/login.ts';
import { clampInvalidFields, UPSTREAM_REFERENCE } from '../support/upstream-app.ts';

/**
 * Fidelity of the emulator, measured with the firmware's own web app: the upstream app built from
 * each tag (kept outside the repository, reference only) runs against
 * the emulator personality of that tag. Every route of the app loads, and every settings page
 * saves what it loaded, with no failed request, no error status, no uncaught exception and no
 * answer other than "success" from the emulator. Skipped where the reference builds are absent
 * (they are not part of the product and not in the repository).
 */

const GENERATIONS = [
  { firmware: 'onbattery-2024.05.03', webapp: 'upstream-webapp-2024.05.03' },
  { firmware: 'onbattery-2026.03.31', webapp: 'upstream-webapp-2026.03.31' },
  { firmware: 'opendtu-v26.3.30', webapp: 'upstream-opendtu-webapp-v26.3.30' },
] as const;

/**
 * Settings saves after which the firmware restarts (2024.05.03: `ESP.restart()` in
 * `src/WebApi_Huawei.cpp` and `src/WebApi_powermeter.cpp`).
 */
const REBOOTING_SAVES: Record<(typeof GENERATIONS)[number]['firmware'], string[]> = {
  'onbattery-2024.05.03': ['/settings/chargerac', '/settings/powermeter'],
  // The 2026 generations restart on no settings page (meter and charger saves no longer reboot).
  'onbattery-2026.03.31': [],
  'opendtu-v26.3.30': [],
};

/** The device's uptime in seconds, or undefined while it does not answer. */
async function uptimeOf(request: APIRequestContext, url: string): Promise<number | undefined> {
  const response = await request.get(`${url}/api/system/status`).catch(() => undefined);
  if (response?.status() !== 200) return undefined;
  return ((await response.json()) as { uptime: number }).uptime;
}

/** Routes that only make sense as a step of another flow (the login itself, the reboot wait). */
const NOT_VISITED = new Set(['/login', '/wait']);
/** Settings pages without one form-wide Save (the inverter list saves per inverter, the config page uploads). */
const NO_PAGE_SAVE = new Set(['/settings/inverter', '/settings/config']);

/** Every route of the upstream app, read from its bundle (Vue router's `path:"…"` entries). */
function routesOf(webappDir: string): string[] {
  const bundle = gunzipSync(readFileSync(join(webappDir, 'js/app.js.gz'))).toString('utf8');
  const paths = new Set([...bundle.matchAll(/path:"(\/[a-z/_-]*)"/g)].map((match) => match[1]));
  return [...paths].filter((path) => !NOT_VISITED.has(path)).sort();
}

/**
 * Two races of the upstream live view on a loaded machine, which a real device triggers alike and
 * which say nothing about the emulator's answers: it merges each `/livedata` message into the
 * answer of its first `GET /api/livedata/status`, and its 1-s data-ageing timer sorts that
 * answer's inverters; either throws when it runs before the answer arrived (`Object.assign` on
 * undefined in `socket.onmessage`, `slice` of undefined in `inverterData`). The firmware sends its
 * OnBattery stats on its own cadence whoever is connected (`src/WebApi_ws_live.cpp @ 2024.05.03`,
 * `sendOnBatteryStats`), so a socket message can beat the GET there too.
 */
function isKnownUpstreamRace(error: Error): boolean {
  const stack = error.stack ?? '';
  if (/Object\.assign[\s\S]*socket\.onmessage/.test(stack)) return true;
  return /reading 'slice'[\s\S]*inverterData/.test(stack);
}

/** Collects whatever the emulator got wrong while the page runs: failed or refused requests, exceptions. */
function watchForProblems(page: Page, origin: string): { problems: string[]; at(route: string): void } {
  const list: string[] = [];
  let current = '';
  const problems = { push: (text: string) => list.push(`${current}: ${text}`) };
  page.on('pageerror', (error) => {
    if (!isKnownUpstreamRace(error))
      problems.push(`uncaught: ${error.stack?.split('\n').slice(0, 3).join(' ')}`);
  });
  page.on('requestfailed', (request) => {
    // An abort is the browser's own doing (a navigation cancels what the last page still loaded).
    const reason = request.failure()?.errorText ?? '';
    if (request.url().startsWith(origin) && reason !== 'net::ERR_ABORTED')
      problems.push(`failed (${reason}): ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('websocket', (socket) => {
    socket.on('socketerror', (error) => problems.push(`socket ${socket.url()}: ${error}`));
  });
  return {
    problems: list,
    at(route) {
      current = route;
    },
  };
}

for (const { firmware, webapp } of GENERATIONS) {
  const webappDir = join(UPSTREAM_REFERENCE, webapp);
  const test = testWithDevice(['--webapp', webappDir, '--reboot-ms', '300', '--firmware', firmware]);

  test(`the upstream app of ${firmware} loads every route and saves every settings page`, async ({
    page,
    device,
    request,
  }) => {
    test.skip(!existsSync(join(webappDir, 'js/app.js.gz')), `no reference build at ${webappDir}`);
    test.setTimeout(300_000);
    const watch = watchForProblems(page, device.url);
    const problems = watch.problems;
    // The upstream app keeps its session as our app does: the authenticate answer plus `authdata`.
    await page.goto('/');
    await page.evaluate((password) => {
      const authdata = btoa(`admin:${password}`);
      localStorage.setItem('user', JSON.stringify({ type: 'success', authdata }));
    }, ADMIN_PASSWORD);
    for (const route of routesOf(webappDir)) {
      await test.step(route, async () => {
        watch.at(route);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        // The races above must not hide a live view that cannot show the emulator's data.
        if (route === '/') await expect(page.getByRole('tab', { name: /Garage/ })).toBeVisible();
        if (!route.startsWith('/settings/') || NO_PAGE_SAVE.has(route)) return;
        const save = page.getByRole('button', { name: 'Save', exact: true }).first();
        if ((await save.count()) === 0) {
          problems.push(`${route}: no Save button`);
          return;
        }
        const adjusted = await clampInvalidFields(page);
        if (adjusted.length > 0)
          test.info().annotations.push({
            type: 'upstream form refuses its own values',
            description: `${route}: ${adjusted.join(', ')}`,
          });
        const uptimeBefore = (await uptimeOf(request, device.url)) ?? 0;
        const answer = page.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().includes('/api/'),
        );
        await save.click();
        const body = await (await answer).json();
        if (body.type !== 'success') problems.push(`${route}: save answered ${JSON.stringify(body)}`);
        if (REBOOTING_SAVES[firmware].includes(route)) {
          // The upstream app does not wait for the restart, so the next route would meet a silent device.
          await expect
            .poll(async () => (await uptimeOf(request, device.url)) ?? Number.POSITIVE_INFINITY, {
              timeout: 30_000,
            })
            .toBeLessThan(uptimeBefore);
        }
      });
    }
    expect(problems).toEqual([]);
  });
}
