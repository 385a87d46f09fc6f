import { navigate } from 'wouter/use-browser-location';

/** Path plus query of the page shown now; used as `returnUrl`. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** Accepts only same-site paths, so a crafted `returnUrl` cannot send the user elsewhere. */
export function safeReturnUrl(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function goToLogin(returnUrl = currentPath()): void {
  if (window.location.pathname === '/login') return;
  navigate(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
}

export function goToErrorPage(message: string, status: number): void {
  const query = new URLSearchParams({ status: String(status), message });
  navigate(`/error?${query}`);
}

export { navigate };
