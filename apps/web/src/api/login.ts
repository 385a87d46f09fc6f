import type { ApiResponse } from '@dtu/contract';
import { localeStore } from '../i18n/locale-store.ts';
import { translate } from '../i18n/translate.ts';
import { ApiError } from './client.ts';
import { emitSession, encodeCredentials, removeUser, type StoredUser, storeUser } from './session.ts';

/**
 * Checks the credentials against the device. Unlike ordinary calls, any non-OK answer is
 * "Invalid credentials" and never leaves the login page; a 401 also drops a stale stored user.
 */
export async function login(username: string, password: string): Promise<StoredUser> {
  const authdata = encodeCredentials(username, password);
  const response = await fetch('/api/security/authenticate', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Basic ${authdata}` },
  }).catch(() => null);
  if (!response?.ok) {
    if (response?.status === 401) removeUser();
    emitSession('logged-out');
    const message = translate(localeStore.get(), 'login.invalidCredentials');
    throw new ApiError(message, response?.status ?? 0);
  }
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : {}) as Partial<ApiResponse>;
  const user: StoredUser = { ...answer, authdata };
  storeUser(user);
  emitSession('logged-in');
  return user;
}

export function logout(): void {
  removeUser();
  emitSession('logged-out');
}
