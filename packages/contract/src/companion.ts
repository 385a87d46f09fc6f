/**
 * What a companion (`apps/companion`) says about itself: each gateway it forwards to is served on
 * its own port, so the unmodified app works for each. A device has no such path: it answers it
 * with its `index.html`, which is how the app tells the two apart.
 */
export const COMPANION_GATEWAYS_PATH = '/companion/gateways';

/** A supervisor's view of a companion (systemd, a monitoring probe): no login, no secret. */
export const COMPANION_HEALTH_PATH = '/companion/health';

/** One gateway in `GET /companion/health`. */
export interface CompanionGatewayHealth {
  name: string;
  /** The companion's own live socket to the gateway: open, lost (or silent), or not yet opened. */
  state: 'online' | 'offline' | 'connecting';
  /** Milliseconds since the companion last wrote the gateway's records; null before the first write. */
  lastRecordAgeMs: number | null;
}

/** The answer of `GET /companion/health`: every gateway the companion serves, in its order. */
export interface CompanionHealth {
  gateways: CompanionGatewayHealth[];
}

/** One gateway of a companion: its name and the port of the companion that serves it. */
export interface CompanionGateway {
  /** Letters, digits, `-` and `_`; unique within the companion. */
  name: string;
  /** TCP port of the companion's origin for this gateway (the host is the one the page came from). */
  port: number;
}

/** The answer of `GET /companion/gateways`. */
export interface CompanionGateways {
  gateways: CompanionGateway[];
}

/** Checks an answer of `/companion/gateways`; anything else (a device's HTML page, a broken list) is not one. */
export function isCompanionGateways(value: unknown): value is CompanionGateways {
  if (typeof value !== 'object' || value === null) return false;
  const { gateways } = value as { gateways?: unknown };
  return (
    Array.isArray(gateways) &&
    gateways.every(
      (gateway: Partial<CompanionGateway> | null) =>
        typeof gateway?.name === 'string' &&
        Number.isInteger(gateway.port) &&
        (gateway.port as number) > 0 &&
        (gateway.port as number) < 65536,
    )
  );
}
