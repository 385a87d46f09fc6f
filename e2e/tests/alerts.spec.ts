import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { testWithDevice } from '../support/fixtures.ts';

const test = testWithDevice(['--now', '2024-06-21T10:00:00Z', '--seed', '7', '--test-control']);

/** The emulator's inverters log start-up events (each one an alert): that rule is off in these tests. */
function withoutEventAlerts(page: Page) {
  return page.addInitScript(() => {
    const key = 'dtu-web.alert-settings';
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ rules: { event: { on: false } }, sound: false }));
  });
}

test('a low battery raises an alert in the navbar and the title; acknowledged, it stays acknowledged after a reload', async ({
  page,
  request,
}) => {
  await withoutEventAlerts(page);
  await page.goto('/alerts');
  const soc = page.getByRole('group', { name: 'Battery SoC low' });
  await soc.getByRole('switch', { name: 'Enabled' }).check();
  await soc.getByLabel('Minimum duration').fill('0');
  await soc.getByLabel('Threshold').fill('101');
  await page.getByRole('button', { name: 'Save' }).click();
  // A value beyond its range is refused with the field and the reason.
  await expect(page.getByRole('alert')).toContainText('Threshold (Battery SoC low) – must be at most 100');
  await soc.getByLabel('Threshold').fill('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  expect((await request.post('/api/test/onbattery', { data: { socPercent: 30 } })).ok()).toBe(true);
  const toggle = page.getByRole('button', { name: 'Alerts 1', exact: true });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/^\(1\) Alert rules/);

  // Keyboard: the menu opens with the arrow key and lists the alert with the data that raised it.
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const item = page.getByRole('menuitem', { name: /Battery SoC low – 30 % < 40 %.*Acknowledge/ });
  await expect(item).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Alert rules/);
  await page.reload();
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: /Battery SoC low – 30 % < 40 %.*\(acknowledged\)/ }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Alert rules/);
});

test('an inverter that stops answering in daylight is named in an alert once the rule’s duration has passed', async ({
  page,
  request,
}) => {
  await withoutEventAlerts(page);
  await page.goto('/alerts');
  await page.getByRole('group', { name: 'Inverter unreachable' }).getByLabel('Minimum duration').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();

  const fault = { kind: 'unreachable', serial: '116493210872' };
  expect((await request.post('/api/test/fault', { data: fault })).ok()).toBe(true);
  // The DTU gives an inverter up after several unanswered polls: move the device clock past them.
  await request.post('/api/test/time', { data: { advanceMs: 120_000 } });
  await expect(page).toHaveTitle(/^\(1\) /, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Alerts 1', exact: true }).click();
  await expect(
    page.getByRole('menuitem', { name: /^Inverter unreachable – House roof \(116493210872\)/ }),
  ).toBeVisible();
});
