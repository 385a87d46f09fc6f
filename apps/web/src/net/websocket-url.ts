import { decodeCredentials, getUser } from './session.ts';

/**
 * Address of a device socket (`/livedata`, `/console`, …): wss on https pages, ws otherwise.
 * The stored credentials go into the URL userinfo, which the browser turns into the upgrade's
 * Authorization header (sockets cannot set headers themselves). The `:` separating user and
 * password must stay literal, so only the first encoded colon is restored.
 */
export function websocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  /** `user:password` for this socket; the logged-in user's by default. */
  credentials?: string,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const user = credentials === undefined ? getUser() : undefined;
  const pair = user ? decodeCredentials(user.authdata) : credentials;
  const userinfo = pair ? `${encodeURIComponent(pair).replace('%3A', ':')}@` : '';
  return `${protocol}//${userinfo}${location.host}${path}`;
}
