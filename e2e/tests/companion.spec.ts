import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningCompanion, startCompanion } from '../support/companion.ts';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

// The app loaded from a companion in front of an emulated gateway (firmware 2024.05.03).
const test = testWithDevice().extend<{ companion: RunningCompanion }>({
  companion: async ({ device }, use) => {
    const companion = await startCompanion([`garage=${device.url}`]);
    await use(companion);
    await companion.stop();
  },
  baseURL: async ({ companion }, use) => {
    await use(companion.url);
  },
});

test('through the companion: live data arrive and a settings save reaches the gateway', async ({
  page,
  device,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Garage', exact: true }).getByRole('region', { name: 'Inverter' }),
  ).toBeVisible({ timeout: 20_000 });

  await logIn(page, '/settings/ntp');
  await page.getByLabel('Time server').fill('companion.example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time server')).toHaveValue('companion.example.org');
  const stored = JSON.parse(readFileSync(join(device.dataDir, 'config.json'), 'utf8'));
  expect(stored.ntp.server).toBe('companion.example.org');
});
