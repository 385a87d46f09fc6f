import { isIP } from 'node:net';
import { hostname } from 'node:os';

/**
 * Which `Host` headers the companion answers: IP literals, `localhost`, this machine's own names
 * (`os.hostname()`, its first label, `<label>.local`) and `extra` (`--allowed-host`). Any other
 * name is a page elsewhere that had its DNS name point here (DNS rebinding) to read the answers.
 */
export function hostNames(extra: readonly string[] = [], machine = hostname()): (host?: string) => boolean {
  const own = machine.toLowerCase();
  const label = own.split('.')[0] ?? own;
  const names = new Set([
    'localhost',
    own,
    label,
    `${label}.local`,
    ...extra.map((name) => name.toLowerCase()),
  ]);
  return (host) => {
    if (!host) return false;
    // `[v6]:port`, `name:port`, or either without the port; a fully qualified name may end in a dot.
    const name = (/^\[([^\]]+)\](?::\d+)?$/.exec(host)?.[1] ?? host.replace(/:\d+$/, ''))
      .toLowerCase()
      .replace(/\.$/, '');
    return isIP(name) !== 0 || names.has(name);
  };
}

/** The answer to a request for a name the companion does not answer for; it does not repeat the name. */
export const FOREIGN_HOST = {
  status: 421,
  text:
    "This companion answers only for IP addresses, localhost and this machine's names; " +
    'another name is given with --allowed-host NAME.\n',
};
