import { readFileSync } from 'node:fs';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { ADMIN_AUTH, logIn } from '../support/login.ts';

const onBattery2026 = testWithDevice(['--firmware', 'onbattery-2026.03.31']);
const plainOpenDtu = testWithDevice(['--firmware', 'opendtu-v26.3.30']);

onBattery2026(
  'file manager: backup of config.json, restore of an edited copy as config.json, delete after a confirmation',
  async ({ page }) => {
    await logIn(page, '/settings/config');
    await expect(page.getByRole('heading', { name: 'File manager' })).toBeVisible();
    const files = page.getByRole('table', { name: 'Files on the device' });
    await expect(files.getByRole('row', { name: /config\.json \d[\d,]* B/ })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download config.json' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('config.json');
    const config = JSON.parse(readFileSync(await download.path(), 'utf8'));
    config.ntp.server = 'restored.example.org';

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'config (1).json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(config)),
    });
    await page.getByLabel('Name on the device').fill('config.json');
    await page.getByRole('button', { name: 'Upload' }).click();
    const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
    await expect(restarting).toBeVisible();
    await expect(restarting).toBeHidden({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    const ntp = await page.request.get('/api/ntp/config', { headers: { authorization: ADMIN_AUTH } });
    expect((await ntp.json()).ntp_server).toBe('restored.example.org');

    // A second file to delete: the deletion asks first; Escape keeps the file.
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(restarting).toBeHidden({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Delete notes.txt' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete a file' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Delete a file' })).toBeHidden();
    await page.getByRole('button', { name: 'Delete notes.txt' }).click();
    await page.getByRole('dialog', { name: 'Delete a file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('notes.txt was deleted.')).toBeVisible();
    await expect(files.getByRole('row', { name: /notes\.txt/ })).toHaveCount(0);
  },
);

plainOpenDtu('logging: saving what was loaded changes nothing; a changed level is kept', async ({ page }) => {
  const readLogging = async () =>
    (await page.request.get('/api/logging/config', { headers: { authorization: ADMIN_AUTH } })).json();
  const before = await readLogging();
  await logIn(page, '/settings/logging');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  expect(await readLogging()).toEqual(before);

  await page.getByLabel('mqtt', { exact: true }).selectOption({ label: 'Debug' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await readLogging()).loglevel.modules)
    .toContainEqual({ name: 'mqtt', level: 4 });
  await page.reload();
  await expect(page.getByLabel('mqtt', { exact: true })).toHaveValue('4');
});
