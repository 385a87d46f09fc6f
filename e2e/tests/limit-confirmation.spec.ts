import { test as base, expect } from '@playwright/test';
import { type RunningEmulator, startEmulator } from '../support/emulator.ts';

/**
 * Issue 27 §4: right after a limit the device confirms, its live data still carry the old limit
 * for up to a poll; the request line must say Pending, then Confirmed, never "changed elsewhere".
 */
const SUNNY = ['--now', '2024-06-21T10:00:00Z', '--seed', '7', '--test-control'];

const test = base.extend<{ device: RunningEmulator }>({
  device: async ({}, use) => {
    const device = await startEmulator(SUNNY);
    await use(device);
    await device.stop();
  },
  baseURL: async ({ device }, use) => {
    await use(device.url);
  },
});

test('a 50 % limit is pending, then confirmed, and never reported as changed elsewhere', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('openDTU42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('tab', { name: /House roof/ }).click();
  const roof = page.getByRole('region', { name: 'House roof', exact: true });
  await expect(roof.getByTestId('inverter-limit')).toHaveText('2,000 W | 100%', { timeout: 40_000 });

  // Every text the request line shows, from its first render on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { limitTexts: string[] }).limitTexts = seen;
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('p[aria-live="polite"]')) {
        const text = line.textContent ?? '';
        if (text.startsWith('Requested') && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await roof.getByRole('button', { name: 'Limit settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limit settings' });
  await dialog.getByLabel('Limit type').selectOption({ label: 'Relative (%)' });
  await dialog.getByLabel('New limit').fill('50');
  await dialog.getByRole('button', { name: 'Apply limit' }).click();
  await expect(dialog).toBeHidden();

  const request = roof.getByText(/^Requested /);
  await expect(request).toHaveText(/→ Confirmed 50% = 1,000 W$/, { timeout: 20_000 });
  // Until the live data carry the new limit too (the window where the old line said "changed").
  await expect(roof.getByTestId('inverter-limit')).toHaveText('1,000 W | 50%', { timeout: 30_000 });
  await expect(request).toHaveText(/→ Confirmed 50% = 1,000 W$/);
  const texts = await page.evaluate(() => (window as unknown as { limitTexts: string[] }).limitTexts);
  expect(texts.map((text) => text.replace(/^.*→ /, ''))).toEqual(
    expect.arrayContaining(['Confirmed 50% = 1,000 W']),
  );
  expect(texts.filter((text) => !/→ (Pending|Confirmed 50% = 1,000 W)$/.test(text))).toEqual([]);
});
