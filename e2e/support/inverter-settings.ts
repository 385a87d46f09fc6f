import type { InverterListEntry } from '@dtu/contract';
import { expect, type Page } from '@playwright/test';
import { ADMIN_AUTH, logIn } from './login.ts';

/** Logs in and opens the inverter settings page, resolved once the demo's list shows. */
export async function openInverterSettings(page: Page): Promise<void> {
  await logIn(page, '/settings/inverter');
  await expect(page.getByRole('button', { name: 'Edit Garage' })).toBeVisible();
}

/** The device's own view, sorted like the UI sorts it. */
export async function deviceInverters(url: string): Promise<InverterListEntry[]> {
  const res = await fetch(`${url}/api/inverter/list`, { headers: { Authorization: ADMIN_AUTH } });
  const body = (await res.json()) as { inverter: InverterListEntry[] };
  return body.inverter.sort((a, b) => a.order - b.order);
}

export const deviceInverterNames = async (url: string) =>
  (await deviceInverters(url)).map((inverter) => inverter.name);

/** The inverter names in the page's table, top to bottom. */
export const tableNames = (page: Page) =>
  page.locator('tbody tr td:nth-child(4) > div:first-child').allTextContents();

/** Saves the order shown on the page and checks that the device now lists `names` in it. */
export async function saveOrder(page: Page, url: string, names: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Inverter order saved', { exact: false })).toBeVisible();
  expect(await deviceInverterNames(url)).toEqual(names);
}
