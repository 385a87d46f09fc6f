import { expect, test, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';
import { expectApiHeaders, recordStatusPolls } from '../support/status-polls.ts';

/** A device as it comes out of the box: no demo board, so it reports no pin-mapping profile. */
const newDeviceTest = testWithDevice(['--factory']);

test('reboot asks for confirmation, then the shared restart state waits and returns to the page', async ({
  page,
}) => {
  await logIn(page, '/maintenance/reboot');
  const polls = recordStatusPolls(page);
  await page.getByRole('button', { name: 'Reboot!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reboot the device' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Reboot!' }).click();
  await dialog.getByRole('button', { name: 'Reboot', exact: true }).click();

  const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
  await expect(restarting).toContainText('Restart started.');
  await expect(restarting).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('The device is back.')).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance\/reboot$/);
  await expectApiHeaders(polls);
});

newDeviceTest(
  'a device-manager save that restarts the device says so beforehand and waits for it',
  async ({ page }) => {
    await logIn(page, '/settings/device');
    // A new device reports no profile; the firmware refuses an empty name, so this save stores one.
    await expect(page.getByText('Saving restarts the device.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
    await expect(restarting).toContainText('Settings saved. Restarting to apply them.');
    await expect(restarting).toBeHidden({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/settings\/device$/);
    // Read again after the restart: the stored profile is now the shown one.
    await expect(page.getByText('Choosing another profile restarts the device after saving.')).toBeVisible();
    await expect(page.getByLabel('Pin mapping profile')).toHaveValue('Default');
  },
);
