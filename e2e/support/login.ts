import { expect, type Page } from '@playwright/test';

/** The factory admin password of every emulator the tests start. */
export const ADMIN_PASSWORD = 'openDTU42';
/** Basic credentials for calling the device's API directly (set-up and checks beside the page). */
export const ADMIN_AUTH = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;

/** The login form's labels (user name, password, submit) per locale. */
export const LOGIN_LABELS = {
  en: ['Username', 'Password', 'Login'],
  de: ['Benutzername', 'Passwort', 'Anmelden'],
  fr: ["Nom d'utilisateur", 'Mot de passe', 'Se connecter'],
} as const;

/**
 * Logs in as admin through the login page. With `returnTo` the page is asked to return there and
 * the test waits for that URL; without, it waits for the stored session (on a phone the Logout
 * button sits in the collapsed menu, so the stored user is what proves the login).
 */
export async function logIn(
  page: Page,
  returnTo?: string,
  { locale = 'en' }: { locale?: keyof typeof LOGIN_LABELS } = {},
): Promise<void> {
  const [username, password, submit] = LOGIN_LABELS[locale];
  await page.goto(returnTo === undefined ? '/login' : `/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(username).fill('admin');
  await page.getByLabel(password, { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: submit }).click();
  if (returnTo === undefined)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  else await expect(page).toHaveURL(new RegExp(`${returnTo.replaceAll('/', '\\/')}$`));
}
