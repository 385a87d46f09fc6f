import type { ApiResponse } from '@dtu/contract';
import { useSyncExternalStore } from 'react';

export const USER_STORAGE_KEY = 'user';

/** What the login stores: the authenticate answer plus the Basic credentials. */
export interface StoredUser extends Partial<ApiResponse> {
  /** base64 of `user:password`, sent as `Authorization: Basic …`. */
  authdata: string;
}

type SessionEvent = 'logged-in' | 'logged-out';
const events = new EventTarget();

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return typeof user?.authdata === 'string' ? user : null;
  } catch {
    return null;
  }
}

let read: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

/** The stored user, parsed again only when the stored text changed (asked on every live render). */
export function getUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw !== read.raw) read = { raw, user: parseUser(raw) };
  return read.user;
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function removeUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
}

export function emitSession(event: SessionEvent): void {
  events.dispatchEvent(new Event(event));
}

export function onSession(event: SessionEvent, listener: () => void): () => void {
  events.addEventListener(event, listener);
  return () => events.removeEventListener(event, listener);
}

/** Base64 of UTF-8 text; `btoa` alone rejects characters outside Latin-1. */
export function encodeCredentials(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return btoa(String.fromCharCode(...bytes));
}

export function decodeCredentials(authdata: string): string {
  const binary = atob(authdata);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * After the admin password changed on the device (the only account, so the one logged in):
 * keeps this browser's login valid by storing the new credentials.
 */
export function updateStoredPassword(password: string): void {
  const user = getUser();
  if (!user) return;
  const username = decodeCredentials(user.authdata).split(':')[0];
  storeUser({ ...user, authdata: encodeCredentials(username, password) });
}

function subscribe(listener: () => void): () => void {
  const offIn = onSession('logged-in', listener);
  const offOut = onSession('logged-out', listener);
  // Another tab logging in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offIn();
    offOut();
    window.removeEventListener('storage', onStorage);
  };
}

const isLoggedIn = () => getUser() !== null;

/** True while a user is stored; follows the logged-in and logged-out events. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn);
}
