import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

test('backup downloads config.json; restoring an edited copy reboots and shows the restored values', async ({
  page,
}) => {
  await logIn(page, '/settings/config');
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No file selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('config.json');
  const config = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(config.ntp).toBeDefined();

  config.ntp.server = 'restored.example.org';
  await page.getByLabel('Replace').selectOption('config.json');
  await page.getByLabel('File (.json)').setInputFiles({
    name: 'config.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(config)),
  });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
  await expect(restarting).toContainText('The file was restored.');
  await expect(restarting).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/settings\/config$/);
  await expect(page.getByRole('status').filter({ hasText: 'The file was restored.' })).toContainText(
    'The device is back.',
  );
  await page.getByRole('button', { name: 'Back' }).click();

  await page.goto('/settings/ntp');
  await expect(page.getByLabel('Time server')).toHaveValue('restored.example.org');
});

test('the factory reset asks first and can be cancelled', async ({ page }) => {
  await logIn(page, '/settings/config');
  await page.getByRole('button', { name: 'Restore factory defaults' }).click();
  const dialog = page.getByRole('dialog', { name: 'Factory reset' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
