import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startEmulator } from '../support/emulator.ts';

test('the open live view goes offline while the device is down, shows its last values as stale, and comes back by itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-live-'));
  const port = await freePort();
  const args = ['--now', '2024-06-21T10:00:00Z'];
  let device = await startEmulator(args, { dataDir, port });
  try {
    await page.goto(device.url);
    await expect(page.getByText('Online')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
    // Mark the page so a reload (which would lose the mark) cannot pass the test.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });

    await device.stop();
    await expect(page.getByText('Offline')).toBeVisible({ timeout: 15_000 });
    // The page says so, keeps the values with the time they arrived, and marks them stale with their age.
    await expect(page.getByRole('status').filter({ hasText: 'No connection to the device' })).toContainText(
      /last data \d/,
    );
    const summary = page.getByRole('region', { name: 'Summary', exact: true });
    await expect(summary.getByText(/^Not updated for \d+ s$/).first()).toBeVisible({ timeout: 20_000 });
    await expect(summary.getByText('Inverter power')).toBeVisible();
    await expect(page.getByText(/^Not updated for \d+ s$/)).not.toHaveCount(0);

    device = await startEmulator(args, { dataDir, port });
    // startEmulator returns once the device answers HTTP: live again within 3 s of that.
    await expect(page.getByText('Online')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole('status').filter({ hasText: 'No connection to the device' })).toHaveCount(0);
    await expect(page.getByText(/^Not updated for \d+ s$/)).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('tab')).toHaveCount(3);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  } finally {
    await device.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
