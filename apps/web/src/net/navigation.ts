import { useSyncExternalStore } from 'react';

/**
 * The page's address as React state: our own few lines over the History API instead of a router
 * library. `navigate` (and the browser's back and forward) re-render every user of the location.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (typeof addEventListener !== 'undefined') addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `to` (a same-site path, query allowed) without loading a page; `replace` keeps no history entry. */
export function navigate(to: string, { replace = false } = {}): void {
  history[replace ? 'replaceState' : 'pushState'](null, '', to);
  notify();
}

/** The path of the page shown now (no query). */
export const useLocation = (): string => useSyncExternalStore(subscribe, () => location.pathname);

/** The query of the page shown now, without the `?`. */
export const useSearch = (): string => useSyncExternalStore(subscribe, () => location.search.slice(1));

/** Path plus query of the page shown now; used as `returnUrl`. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Accepts only same-site paths, so a crafted `returnUrl` cannot send the user elsewhere: `/` and
 * then neither `/` nor `\` (browsers read `/\host` as `//host`), no control characters.
 */
export function safeReturnUrl(value: string | null): string {
  return value && /^\/(?![/\\])\P{Cc}*$/u.test(value) ? value : '/';
}

export function goToLogin(returnUrl = currentPath()): void {
  if (window.location.pathname === '/login') return;
  navigate(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
}

export function goToErrorPage(message: string, status: number): void {
  const query = new URLSearchParams({ status: String(status), message });
  navigate(`/error?${query}`);
}
