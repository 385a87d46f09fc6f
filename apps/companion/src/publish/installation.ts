import type { GatewayFigures, SiteFigures } from './gateway-figures.ts';

/** The flows of the site figures that add up over gateways (Wh). */
export const FLOWS = ['gridImport', 'gridExport', 'batteryCharge', 'batteryDischarge', 'home'] as const;
export type Flow = (typeof FLOWS)[number];

/** Every gateway of the companion together. */
export interface InstallationFigures {
  day?: string;
  powerW: number;
  /** The sum of the inverters' recorded energy today; undefined before any reading today. */
  energyTodayWh?: number;
  /** Some inverter's part is only what was recorded (at least), or has no reading today. */
  atLeast: boolean;
  /** The flows of the gateways with a meter and a battery, added up; self-sufficiency of the sums. */
  site?: Record<Flow, number> & { selfSufficiency?: number };
}

/** Adds up the gateways' figures: a part not known is said (`atLeast`), never filled in. */
export function installationFigures(gateways: readonly GatewayFigures[]): InstallationFigures {
  const inverters = gateways.flatMap((g) => g.inverters);
  const counted = inverters.filter((inv) => inv.energyTodayWh !== undefined);
  const sites = gateways.flatMap((g) => (g.site ? [g.site] : []));
  const sum = (flow: Flow, list: readonly SiteFigures[]) => list.reduce((total, s) => total + s[flow], 0);
  const site =
    sites.length > 0
      ? (Object.fromEntries(FLOWS.map((flow) => [flow, sum(flow, sites)])) as Record<Flow, number>)
      : undefined;
  return {
    day: gateways.find((g) => g.day)?.day,
    powerW: inverters.reduce((total, inv) => total + (inv.powerW ?? 0), 0),
    energyTodayWh: counted.length
      ? counted.reduce((total, inv) => total + (inv.energyTodayWh ?? 0), 0)
      : undefined,
    atLeast: counted.length < inverters.length || counted.some((inv) => inv.today?.atLeast),
    ...(site && {
      site: {
        ...site,
        selfSufficiency: site.home > 0 ? Math.max(0, 1 - site.gridImport / site.home) : undefined,
      },
    }),
  };
}
