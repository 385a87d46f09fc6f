import { shownUrl } from './shown-url.ts';

/** A gateway the companion stands in front of. */
export interface Gateway {
  /** Letters, digits, `-` and `_`: the name in the start-up line, `/companion/gateways` and the data dir. */
  name: string;
  /** `http://host[:port]`: the only address the companion forwards to for this gateway. */
  origin: string;
  /**
   * The admin password, from the config file only (mode 0600), for what the companion will read
   * itself (recording). Never sent on the browser's behalf: its own `Authorization` passes unchanged.
   */
  password?: string;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** Why `text` is no gateway address the companion forwards to, or its origin. */
export function parseGatewayUrl(text: string): { origin: string } | { problem: string } {
  let url: URL;
  // Never repeated whole: a refused address may hold a password.
  const shown = shownUrl(text);
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return { problem: `"${shown}" is no URL` };
  }
  if (url.protocol !== 'http:') return { problem: `"${shown}": the gateways speak http:// only` };
  if (url.username || url.password)
    return {
      problem: `"${shown}": credentials belong in the --config file (mode 0600), not on the command line`,
    };
  if (url.pathname !== '/' || url.search || url.hash)
    return { problem: `"${shown}": a gateway is an address (http://host[:port]), without a path` };
  return { origin: url.origin };
}

/** `name=url` or a bare URL (named after its host). */
export function parseDeviceFlag(text: string): Gateway | { problem: string } {
  const named = /^([^=/:]+)=(.*)$/.exec(text);
  const parsed = parseGatewayUrl(named ? named[2] : text);
  if ('problem' in parsed) return parsed;
  const name = named ? named[1] : new URL(parsed.origin).host.replace(/[^A-Za-z0-9_-]/g, '-');
  if (!NAME.test(name)) return { problem: `"${name}": a gateway name is 1–32 letters, digits, - or _` };
  return { name, origin: parsed.origin };
}

/** The list as given, or why it cannot be served (none, or a name twice). */
export function checkGateways(gateways: readonly Gateway[]): string | undefined {
  if (!gateways.length) return 'no gateway: give --device URL or --config FILE';
  const names = gateways.map((gateway) => gateway.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  return twice ? `the gateway name "${twice}" is given twice` : undefined;
}
