import { type ReactNode, useEffect } from 'react';
import { navigate, useLocation } from '../net/navigation.ts';
import { useLoggedIn } from '../net/session.ts';

/** Screens reserved for logged-in users (docs/product/frame-and-live.md §6, docs/product/settings-and-info.md §2) send everybody else to the login first. */
export function LoginRequired({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const path = useLocation();
  useEffect(() => {
    if (!loggedIn) navigate(`/login?returnUrl=${encodeURIComponent(path)}`, { replace: true });
  }, [loggedIn, path]);
  return loggedIn ? children : null;
}
