/**
 * The passwords of other devices (`/sites`) that the user did not ask to remember: kept for the
 * browser session only, in this tab's sessionStorage, and handed to the other open tabs over a
 * BroadcastChannel (whichever tab leads opens the sockets). Closing the last tab forgets them.
 */

type Passwords = Readonly<Record<string, string>>;
/** What the tabs tell each other: `a` asks for the passwords, `p` brings some (`''` forgets one). */
type PasswordMessage = { k: 'a' } | { k: 'p'; p: Passwords };

export interface PasswordChannel {
  postMessage(message: PasswordMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const KEY = 'sites.passwords';

const isPasswords = (v: unknown): v is Passwords =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([host, password]) => host.length <= 300 && typeof password === 'string');

export function createSessionPasswords(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  channel?: PasswordChannel,
) {
  let passwords: Passwords = {};
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (isPasswords(stored)) passwords = stored;
  } catch {}

  const merge = (add: Passwords) => {
    const next: Record<string, string> = { ...passwords, ...add };
    for (const [host, password] of Object.entries(add)) if (!password) delete next[host];
    passwords = next;
    try {
      storage?.setItem(KEY, JSON.stringify(next));
    } catch {}
  };

  if (channel) {
    // Any script of the origin may post: only the two message shapes count.
    channel.onmessage = ({ data }) => {
      const message = data as PasswordMessage | null;
      if (message?.k === 'a' && Object.keys(passwords).length > 0)
        channel.postMessage({ k: 'p', p: passwords });
      else if (message?.k === 'p' && isPasswords(message.p)) merge(message.p);
    };
    channel.postMessage({ k: 'a' });
  }

  return {
    get: (host: string): string | undefined => passwords[host],
    /** Sets (or with `''` forgets) a host's password here and in the other tabs. */
    set(host: string, password: string): void {
      merge({ [host]: password });
      channel?.postMessage({ k: 'p', p: { [host]: password } });
    },
  };
}

export const sessionPasswords = createSessionPasswords(
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  typeof BroadcastChannel === 'function'
    ? (new BroadcastChannel('dtu-sites') as unknown as PasswordChannel)
    : undefined,
);
