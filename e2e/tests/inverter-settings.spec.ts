import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import {
  deviceInverterNames,
  deviceInverters,
  openInverterSettings,
  saveOrder,
  tableNames,
} from '../support/inverter-settings.ts';

test('adds an inverter by its herf serial', async ({ page, device }) => {
  await openInverterSettings(page);
  await page.getByLabel('Serial number').fill('a01234567-1ax');
  await expect(page.getByText('Valid herf serial number, stored as 2801043214c7.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Balcony');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Inverter added.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2801043214c7' })).toBeVisible();
  const added = (await deviceInverters(device.url)).find((inverter) => inverter.name === 'Balcony');
  expect(added?.serial).toBe('2801043214c7');
  await expect(page.getByLabel('Serial number')).toHaveValue('');
});

test('rejects a herf serial with a wrong checksum', async ({ page, device }) => {
  await openInverterSettings(page);
  await page.getByLabel('Serial number').fill('A01234567-1AY');
  await expect(page.getByText(/check characters after the dash do not match/)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Broken');
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/inverter/add')) adds.push(request.url());
  });
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel('Serial number')).toHaveJSProperty('validity.valid', false);
  // The refused submit reports the invalid field, which takes the focus; the handler has returned
  // without sending anything, so no request can follow.
  await expect(page.getByLabel('Serial number')).toBeFocused();
  expect(adds).toEqual([]);
  expect(await deviceInverterNames(device.url)).not.toContain('Broken');
});

test('edits an inverter across the tabs', async ({ page, device }) => {
  await openInverterSettings(page);
  await page.getByRole('button', { name: 'Edit Garage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit inverter' });
  await dialog.getByLabel('Name').fill('Garage left');
  await dialog.getByLabel('Poll inverter data at night').uncheck();
  await dialog.getByRole('tab', { name: 'String' }).click();
  await dialog.getByLabel('Max power (W)').first().fill('380');
  await dialog.getByRole('tab', { name: 'Advanced' }).click();
  await dialog.getByLabel('Reachable threshold').fill('7');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Inverter updated.')).toBeVisible();
  const edited = (await deviceInverters(device.url)).find((inverter) => inverter.name === 'Garage left');
  expect(edited).toMatchObject({ poll_enable_night: false, reachable_threshold: 7 });
  expect(edited?.channel[0].max_power).toBe(380);
  await expect(page.getByRole('row', { name: /Garage left/ })).toContainText('Receive: day only');
});

test('reorders with the keyboard and saves the order', async ({ page, device }) => {
  await openInverterSettings(page);
  expect(await tableNames(page)).toEqual(['Garage', 'House roof', 'Barn']);
  await page.getByRole('button', { name: /^Move Barn/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Barn moved to position 1 of 3.')).toBeAttached();
  expect(await tableNames(page)).toEqual(['Barn', 'Garage', 'House roof']);
  await saveOrder(page, device.url, ['Barn', 'Garage', 'House roof']);
});

test('reorders by dragging the handle with the mouse', async ({ page, device }) => {
  await openInverterSettings(page);
  const handle = page.getByRole('button', { name: /^Move Garage/ });
  const target = page.getByRole('row', { name: /Barn/ });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('layout missing');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 8 });
  await page.mouse.up();
  expect(await tableNames(page)).toEqual(['House roof', 'Barn', 'Garage']);
  await saveOrder(page, device.url, ['House roof', 'Barn', 'Garage']);
});

test('deletes an inverter after confirmation', async ({ page, device }) => {
  await openInverterSettings(page);
  await page.getByRole('button', { name: 'Delete House roof' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete inverter' });
  await expect(dialog).toContainText('"House roof" with serial number 116493210872');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Inverter removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit House roof' })).toHaveCount(0);
  expect(await deviceInverterNames(device.url)).toEqual(['Garage', 'Barn']);
  const config = JSON.parse(readFileSync(join(device.dataDir, 'config.json'), 'utf8'));
  const serials = (config.inverters as { serial: number }[]).map((slot) => slot.serial);
  expect(serials).not.toContain(0x116493210872);
});
