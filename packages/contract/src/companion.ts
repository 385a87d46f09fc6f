/**
 * What a companion (`apps/companion`) says about itself: each gateway it forwards to is served on
 * its own port, so the unmodified app works for each. A device has no such path: it answers it
 * with its `index.html`, which is how the app tells the two apart.
 */
export const COMPANION_GATEWAYS_PATH = '/companion/gateways';

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
