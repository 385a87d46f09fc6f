import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

test('the demo device shows the charge-controller, battery and rectifier views', async ({ page }) => {
  await page.goto('/');
  const controller = page.getByRole('region', { name: 'SmartSolar MPPT 100|30' }).first();
  await expect(controller.getByRole('table', { name: 'Solar panel side' })).toBeVisible();
  await expect(controller.getByText(/^Data age: \d+ s$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Battery: / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Issues' })).toBeVisible();
  const rectifier = page.getByRole('region', { name: 'Rectifier' });
  await expect(rectifier.getByRole('region', { name: 'Input' })).toBeVisible();
  await expect(rectifier.getByRole('region', { name: 'Output' })).toBeVisible();
});

test('enabling the JK BMS provider shows its card, and the choice survives a reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings/battery');
  await expect(page.getByRole('heading', { name: 'JK BMS settings' })).toHaveCount(0);
  await page.getByLabel('Data provider').selectOption({ label: 'JK BMS (serial)' });
  await expect(page.getByRole('heading', { name: 'JK BMS settings' })).toBeVisible();
  await page.getByLabel('Polling interval').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'JK BMS settings' })).toBeVisible();
  await expect(page.getByLabel('Polling interval')).toHaveValue('7');
});

test('a current limit set in the rectifier modal shows up in the rectifier view', async ({
  page,
  request,
}) => {
  await logIn(page);
  // NaN while the device is restarting (refused or reset connections, 503).
  const uptimeS = async () => {
    try {
      const answer = await request.get('/api/system/status', { failOnStatusCode: false });
      return answer.ok() ? ((await answer.json()) as { uptime: number }).uptime : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  // Automatic power control would overwrite the online current at every meter reading.
  await page.goto('/settings/chargerac');
  await page.getByLabel('Automatic power control').uncheck();
  const before = await uptimeS();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved. Restarting to apply them.')).toBeVisible();
  // This save restarts the device, which forgets any set-point: wait until it is back up, seen
  // as a moment without answer or as the uptime starting again from zero.
  let last = before;
  let wentDown = false;
  const restarted = async () => {
    const now = await uptimeS();
    if (Number.isNaN(now)) {
      wentDown = true;
      return false;
    }
    const back = wentDown || now < last;
    last = now;
    return back;
  };
  await expect.poll(restarted, { timeout: 20_000, intervals: [250] }).toBe(true);

  await page.goto('/');
  const rectifier = page.getByRole('region', { name: 'Rectifier' });
  await rectifier.getByRole('button', { name: 'Limit settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rectifier limit settings' });
  await dialog.getByLabel('Set the current').check();
  await dialog.getByLabel('Target current').fill('12.5');
  await dialog.getByLabel('Set the voltage').check();
  await dialog.getByLabel('Target voltage').fill('54');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rectifier.getByText('Settings saved.')).toBeVisible();
  await expect(rectifier.getByRole('row', { name: /Maximum current/ })).toHaveText(/12\.50\s*A/);
});
