import { test as base, expect, type Page } from '@playwright/test';
import { type RunningEmulator, startEmulator } from '../support/emulator.ts';

// Midsummer noon: the demo inverters produce.
const ARGS = ['--now', '2024-06-21T10:00:00Z', '--seed', '7', '--test-control'];

const test = base.extend<{ device: RunningEmulator }>({
  device: async ({}, use) => {
    const device = await startEmulator(ARGS);
    await use(device);
    await device.stop();
  },
  baseURL: async ({ device }, use) => {
    await use(device.url);
  },
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the overview lists every inverter and input, as tiles and as a table', async ({ page }) => {
  await page.goto('/');
  // The live view's tabs carry each inverter's AC power beside its name.
  await expect(page.getByRole('tab', { name: /House roof/ })).toContainText(/\d W$/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  const roof = region(page, 'House roof');
  await expect(roof.getByText('Producing')).toBeVisible({ timeout: 20_000 });
  await expect(roof.getByText('East 1')).toBeVisible();
  await expect(roof.getByText(/% of peak power/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: /Every inverter and input/ });
  await expect(table.getByRole('rowheader', { name: 'West 2', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Barn' })).toBeVisible();
});

test('the governed inverter explains the power limiter', async ({ page }) => {
  await page.goto('/');
  const garage = region(page, 'Garage');
  const limiter = garage.getByRole('region', { name: 'Dynamic power limiter' });
  await expect(limiter).toBeVisible({ timeout: 20_000 });
  await expect(limiter.getByText(/; last requested limit \d+ W$/)).toBeVisible();
  await expect(limiter.getByRole('figure')).toContainText('Battery');
  await expect(limiter.getByText(/^Why: \S/)).toBeVisible();
});
