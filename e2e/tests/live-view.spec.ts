import { expect, type Page } from '@playwright/test';
import type { RunningEmulator } from '../support/emulator.ts';
import { testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

const GARAGE = '114184512347';
// The dynamic power limiter of the demo governs the Garage inverter; commands go to this one.
const ROOF = '116493210872';
// Midsummer late morning: the demo inverters are producing.
const SUNNY = ['--now', '2024-06-21T10:00:00Z', '--seed', '7', '--test-control'];

const test = testWithDevice(SUNNY);

async function fault(device: RunningEmulator, kind: string, serial = ROOF) {
  const res = await fetch(`${device.url}/api/test/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, serial }),
  });
  expect(res.ok).toBe(true);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the live view shows every inverter as a tab with its values', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  const garage = panel(page, 'Garage');
  await expect(garage.getByText(`Serial ${GARAGE}`)).toBeVisible();
  await expect(garage.getByRole('region', { name: 'Inverter' })).toBeVisible({ timeout: 20_000 });
  await expect(garage.getByRole('region', { name: 'South' })).toBeVisible();
  await expect(page.getByText('Online')).toBeVisible();
  // Logged out: commands are disabled.
  await expect(garage.getByRole('button', { name: 'Limit settings' })).toBeDisabled();
  await page.getByRole('tab', { name: /Barn/ }).click();
  await expect(panel(page, 'Barn').getByRole('heading', { name: 'Barn' })).toBeVisible();
});

test('a 50 % limit goes Pending then Ok and shows in the header', async ({ page, device }) => {
  await logIn(page, '/');
  await page.getByRole('tab', { name: /House roof/ }).click();
  const roof = panel(page, 'House roof');
  await expect(roof.getByRole('region', { name: 'Inverter' })).toBeVisible({ timeout: 20_000 });
  // The limit and the max power are read after the first data; wait until both are known.
  await expect(roof.getByTestId('inverter-limit')).toHaveText('2,000 W | 100%', { timeout: 40_000 });
  // Hold the radio link down so the command stays pending long enough to be seen.
  await fault(device, 'unreachable');
  await roof.getByRole('button', { name: 'Limit settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limit settings' });
  await dialog.getByLabel('Limit type').selectOption({ label: 'Relative (%)' });
  await dialog.getByLabel('New limit').fill('50');
  await expect(dialog.getByLabel('Keep the limit after the inverter restarts')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Apply limit' }).click();
  await expect(dialog).toBeHidden();
  await expect(roof.getByText('Settings saved.')).toBeVisible();
  // The panel remembers what this browser asked for and follows it to the device's answer.
  const request = roof.getByText(/^Requested /);
  await expect(request).toHaveText(/^Requested 50% \(non-persistent\), .+ → Pending$/);

  await roof.getByRole('button', { name: 'Limit settings' }).click();
  await expect(dialog.getByText('Pending')).toBeVisible();
  await fault(device, 'reachable');
  await expect(dialog.getByText('Confirmed')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(roof.getByTestId('inverter-limit')).toHaveText(/1,000 W \| 50%/, { timeout: 20_000 });
  await expect(request).toHaveText(/→ Confirmed 50% = 1,000 W$/, { timeout: 20_000 });
});

// Issue 27 §4: right after the device confirms, its live data still carry the old limit for up to
// a poll; the request line says Pending, then Confirmed, never "changed elsewhere".
test('a 50 % limit is pending, then confirmed, and never reported as changed elsewhere', async ({ page }) => {
  await logIn(page, '/');
  await page.getByRole('tab', { name: /House roof/ }).click();
  const roof = panel(page, 'House roof');
  await expect(roof.getByTestId('inverter-limit')).toHaveText('2,000 W | 100%', { timeout: 40_000 });

  // Every text the request line shows, from its first render on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { limitTexts: string[] }).limitTexts = seen;
    new MutationObserver(() => {
      for (const line of Array.from(document.querySelectorAll('p[aria-live="polite"]'))) {
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

test('turning an inverter off stops its production', async ({ page }) => {
  await logIn(page, '/');
  await page.getByRole('tab', { name: /House roof/ }).click();
  const roof = panel(page, 'House roof');
  await expect(roof.getByTestId('inverter-state')).toHaveText('Producing', { timeout: 20_000 });
  await roof.getByRole('button', { name: 'Power settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Power settings' });
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(roof.getByTestId('inverter-state')).toHaveText('Reachable, not producing', {
    timeout: 30_000,
  });
  await expect(page.getByRole('tab', { name: /House roof/ })).toContainText('Reachable, not producing');
});
