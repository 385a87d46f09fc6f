import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useLoggedIn } from '../api/session.ts';

/** Screens the spec reserves for logged-in users send everybody else to the login first. */
export function LoginRequired({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const [path] = useLocation();
  if (!loggedIn) return <Redirect to={`/login?returnUrl=${encodeURIComponent(path)}`} replace />;
  return children;
}
