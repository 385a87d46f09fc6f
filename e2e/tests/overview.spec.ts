import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { RunningEmulator } from '../support/emulator.ts';
import { testWithDevice } from '../support/fixtures.ts';

const ROOF = '116493210872';
// Midsummer noon at one device minute per real second: the recorder sees minutes pass quickly.
const ARGS = ['--now', '2024-06-21T10:00:00Z', '--time-scale', '60', '--seed', '7', '--test-control'];

const test = testWithDevice(ARGS);

async function moduleFault(device: RunningEmulator, body: object) {
  const res = await fetch(`${device.url}/api/test/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serial: ROOF, ...body }),
  });
  expect(res.ok).toBe(true);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the overview lists every inverter and input in one table', async ({ page }) => {
  await page.goto('/');
  // The live view's tabs carry each inverter's AC power beside its name.
  await expect(page.getByRole('tab', { name: /House roof/ })).toContainText(/\d W$/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  const table = page.getByRole('table', { name: /Every inverter and input/ });
  const roof = table.getByRole('row', { name: /^House roof/ });
  await expect(roof).toContainText('Producing', { timeout: 20_000 });
  await expect(table.getByRole('row', { name: /^East 1 .*\d+%/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'West 2', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Barn' })).toBeVisible();
});

test('a bypassed third of a module shows up as a weak input', async ({ page, device }) => {
  test.setTimeout(180_000);
  await moduleFault(device, { kind: 'substring', input: 1 });
  await page.goto('/overview');
  // The recorder keeps minute samples; the voltage signature needs a few minutes of them.
  const finding = page.getByText(/^Input East 2 of “House roof” runs at \d+% lower voltage/);
  await expect(finding).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('img', { name: /^30 days, latest/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as known' }).first().click();
  await expect(finding).toBeHidden();
  await page.getByText('Known (1)').click();
  await expect(page.getByRole('button', { name: 'Show again' })).toBeVisible();
  // The card with its finding and the known list: no serious violations, light and dark.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await page.getByText('Known (1)').click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  }
});

test('the governed inverter explains the power limiter', async ({ page }) => {
  await page.goto('/');
  const garage = region(page, 'Garage');
  const limiter = garage.getByRole('region', { name: 'Dynamic power limiter' });
  await expect(limiter).toBeVisible({ timeout: 20_000 });
  await expect(limiter.getByText(/· Limit: \d+ W$/)).toBeVisible();
  await expect(limiter.getByRole('figure')).toContainText('Battery');
  await expect(limiter.getByText(/^Why: \S/)).toBeVisible();
});
