import type { ApiResponse } from '@dtu/contract';
import { localeStore } from '../i18n/locale-store.ts';
import { translate } from '../i18n/translate.ts';
import { ApiError } from '../net/client.ts';
import { emitSession, encodeCredentials, removeUser, type StoredUser, storeUser } from '../net/session.ts';

/**
 * Checks the credentials against the device. Unlike ordinary calls, a failure never leaves the
 * login page: a 401 is "Invalid credentials" (and drops a stale stored user), no answer at all
 * says the device could not be reached, any other status says the device failed to check.
 */
export async function login(username: string, password: string): Promise<StoredUser> {
  const authdata = encodeCredentials(username, password);
  const response = await fetch('/api/security/authenticate', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Basic ${authdata}` },
  }).catch(() => null);
  if (!response?.ok) {
    if (response?.status === 401) removeUser();
    emitSession('logged-out');
    const status = response?.status ?? 0;
    const locale = localeStore.get();
    const message =
      status === 401
        ? translate(locale, 'login.invalidCredentials')
        : status === 0
          ? translate(locale, 'login.unreachable')
          : translate(locale, 'login.deviceError', { status });
    throw new ApiError(message, status);
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
