import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';
import { expectApiHeaders, recordStatusPolls } from '../support/status-polls.ts';

/** A small image the updater accepts: the ESP32 magic byte, then padding. */
function firmwareImage(): Buffer {
  const image = Buffer.alloc(256 * 1024, 0xff);
  image[0] = 0xe9;
  return image;
}

async function deviceAnswers(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        (await request.get('/api/system/status', { timeout: 1000 }).catch(() => null))?.ok() ?? false,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/** Polls until the device is seen restarting: it stops answering, or its uptime starts again. */
async function deviceRestarted(request: APIRequestContext) {
  let lastUptime = -1;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/system/status', { timeout: 1000 }).catch(() => null);
        if (!res?.ok()) return true;
        const { uptime } = (await res.json()) as { uptime: number };
        const restarted = uptime < lastUptime;
        lastUptime = uptime;
        return restarted;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
}

test('the firmware page needs a login', async ({ page }) => {
  await page.goto('/firmware/upgrade');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Ffirmware%2Fupgrade$/);
});

test('a valid image uploads to 100 %, the shared restart state waits, then the home page replaces it', async ({
  page,
}) => {
  await logIn(page, '/firmware/upgrade');
  const polls = recordStatusPolls(page);
  // A slow uplink (about 2 s for the image) makes the browser report real upload progress.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  // Record every value the progress bar shows; the last ones pass too quickly to poll for.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page
    .getByLabel('Firmware file (.bin or .bin.gz)')
    .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: firmwareImage() });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
  await expect(restarting).toContainText('Upgrade successful.', { timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.at(-1)).toBe('100');
  expect(seen.some((value) => Number(value) > 0 && Number(value) < 100)).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(restarting).toBeHidden({ timeout: 30_000 });
  // The emulator serves the same app after the restart: no reload needed; the app replaces the
  // location by / (docs/product/frame-and-live.md §4) and leaves no spinner behind.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Upgrade successful' })).toHaveCount(0);
  await expectApiHeaders(polls);
});

test('when the device serves a new app after the upload, the page offers a reload', async ({ page }) => {
  await logIn(page, '/firmware/upgrade');
  // As a real update does: once the upload is accepted, the device's app.js is another build.
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/firmware/update' || response.status() !== 200) return;
    await page.route('**/js/app.js', async (route) => {
      const served = await route.fetch();
      await route.fulfill({ response: served, headers: { ...served.headers(), etag: '"next-build"' } });
    });
  });
  await page
    .getByLabel('Firmware file (.bin or .bin.gz)')
    .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: firmwareImage() });
  const updated = page.getByRole('dialog', { name: 'New interface version' });
  await expect(updated).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await updated.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(updated).toBeHidden();
});

test('a corrupted checksum shows the error card and Retry sends the same file again', async ({
  page,
  request,
}) => {
  await logIn(page, '/firmware/upgrade');
  const image = firmwareImage();
  const md5 = createHash('md5').update(image).digest('hex');
  // Replace the checksum in the multipart body, as a transfer error would.
  await page.route('**/api/firmware/update', async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const corrupted = Buffer.from(body.toString('latin1').replace(md5, '0'.repeat(32)), 'latin1');
    await route.continue({ postData: corrupted });
  });
  await page
    .getByLabel('Firmware file (.bin or .bin.gz)')
    .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: image });
  await expect(page.getByRole('heading', { name: 'Upgrade failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('[HTTP ERROR] Bad Request');

  // The device restarts after every upload, even a failed one; retry once it is back.
  await deviceRestarted(request);
  await deviceAnswers(request);
  await page.unroute('**/api/firmware/update');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'The device is restarting' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
});
