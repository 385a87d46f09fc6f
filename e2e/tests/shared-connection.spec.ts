import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type RunningEmulator, startEmulator } from '../support/emulator.ts';

/** Noon in June with test control: the demo inverters produce and the socket counts are readable. */
const ARGS = ['--test-control', '--now', '2024-06-21T10:00:00Z', '--seed', '3'];

let device: RunningEmulator | undefined;
test.afterEach(async () => {
  await device?.stop();
  device = undefined;
});

/** Connected websocket clients per path, as the emulator counts them. */
async function clients(path: string): Promise<number> {
  const answer = await fetch(`${device?.url}/api/test/sockets`);
  return ((await answer.json()) as Record<string, number>)[path] ?? -1;
}

/** Tracks the device sockets each tab holds itself (Playwright sees every page's websockets). */
function watchSockets(page: Page, path: string): { open: () => number } {
  let open = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith(path)) return;
    open += 1;
    socket.on('close', () => {
      open -= 1;
    });
  });
  return { open: () => open };
}

const online = (page: Page) => page.getByText('Online', { exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary', exact: true });

async function openTabs(context: BrowserContext, count: number, path: string) {
  const tabs: { page: Page; sockets: { open: () => number } }[] = [];
  for (let i = 0; i < count; i++) {
    const page = await context.newPage();
    const sockets = watchSockets(page, path === '/' ? '/livedata' : '/console');
    await page.goto(`${device?.url}${path}`, { waitUntil: 'domcontentloaded' });
    tabs.push({ page, sockets });
  }
  return tabs;
}

/** The summary's values, as text (a stale mark would show in its own definition). */
const values = async (page: Page) =>
  (await summary(page).getByRole('definition').allTextContents()).filter((text) => text !== '').join('|');

/** Every tab's summary changes: new values keep arriving through the shared connection. */
async function expectAllUpdating(pages: Page[]): Promise<void> {
  const before = await Promise.all(pages.map(values));
  await Promise.all(
    pages.map((page, i) => expect.poll(() => values(page), { timeout: 30_000 }).not.toBe(before[i])),
  );
  for (const page of pages) await expect(page.getByText(/^Not updated for/)).toHaveCount(0);
}

test('ten tabs of the live view share one /livedata connection and take over when the leader closes', async ({
  context,
}) => {
  // Ten browser tabs are heavy for a small CI machine.
  test.setTimeout(300_000);
  device = await startEmulator(ARGS);
  const tabs = await openTabs(context, 10, '/');
  for (const { page } of tabs) await expect(online(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => clients('/livedata'), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => tabs.filter((tab) => tab.sockets.open() > 0).length).toBe(1);

  await expectAllUpdating(tabs.map((tab) => tab.page));
  expect(await clients('/livedata')).toBe(1);

  const leader = tabs.find((tab) => tab.sockets.open() > 0);
  if (!leader) throw new Error('no tab holds the socket');
  const rest = tabs.filter((tab) => tab !== leader);
  await leader.page.close({ runBeforeUnload: true });
  // Another tab holds the one connection within 2 s, and every remaining tab stays live.
  await expect
    .poll(() => rest.filter((tab) => tab.sockets.open() > 0).length, { timeout: 2_000, intervals: [50] })
    .toBe(1);
  // The new socket's handshake is the device's part; a loaded test machine may take a moment.
  for (const { page } of rest) await expect(online(page)).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => clients('/livedata'), { timeout: 5_000 }).toBe(1);
  await expectAllUpdating(rest.map((tab) => tab.page));
  expect(await clients('/livedata')).toBe(1);
});

test('the console open in two tabs holds one /console connection; both show the device log', async ({
  context,
}) => {
  device = await startEmulator(ARGS);
  const tabs = await openTabs(context, 2, '/info/console');
  for (const { page } of tabs) await expect(online(page)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => clients('/console'), { timeout: 10_000 }).toBe(1);
  for (const { page } of tabs) {
    // The poller logs each request; both tabs receive the same lines through the one socket.
    await expect(page.getByRole('textbox', { name: 'Console output' })).toHaveValue(/Fetch inverter/, {
      timeout: 20_000,
    });
  }
  expect(await clients('/console')).toBe(1);
  // Live data only for the history recorder of the leader tab: still one socket for both tabs.
  expect(await clients('/livedata')).toBe(1);
});
