import {
  type AreaForm,
  areaForm,
  GENERATION_IDS,
  GENERATIONS,
  type Generation,
  type GenerationArea,
  settingsAccess,
} from '@dtu/contract';
import type { MessageKey } from '../i18n/translate.ts';

/** Where a page is linked from the navbar. */
export interface MenuPlacement {
  menu: 'settings' | 'info';
  label: MessageKey;
  /** Starts a new group: a divider is drawn above the link. */
  newGroup?: boolean;
  /** The label where the generation's row gives the page's area this form (2026.03.31 renamed some). */
  labelOn?: Partial<Record<AreaForm, MessageKey>>;
}

/** A page whose wire shape differs between the firmware generations (`ui/generation-gate.tsx`). */
export interface PageGate {
  /**
   * The area of the generation table (`GENERATIONS[id].areas`) the page speaks: shown where the
   * row gives it a form, absent (no menu entry) where it has none, read-only on an unknown one.
   */
  area: GenerationArea;
  /** The page's title, also for the frame shown instead of it. */
  title: MessageKey;
  /** A page that only reads (an info view): "cannot show yet" instead of "does not change". */
  view?: boolean;
}

export interface SiteRoute {
  path: string;
  /** The navbar dropdown that links to the page, in the table's order (docs/product/frame-and-live.md §2). */
  nav?: MenuPlacement;
  /** Shown only after a login; the other pages ask for one when they load protected data. */
  loginRequired?: boolean;
  /** The address the e2e route sweep opens when the bare path shows nothing meaningful. */
  sample?: string;
  /** A page whose wire shape differs between firmware generations: shown only where ours fits. */
  gate?: PageGate;
}

/**
 * The site map: every route of the product, one line each. The router (`router.tsx`) maps each
 * path to its page, the navbar builds its dropdowns from `nav`, and the e2e route sweep
 * (`e2e/tests/shell-routes.spec.ts`) opens every entry; a page added here reaches all three.
 * Plain data, so the e2e suite imports it without React.
 */
export const SITE_ROUTES = [
  { path: '/' },
  { path: '/login' },
  { path: '/error', sample: '/error?status=500&message=Example' },
  { path: '/about' },
  { path: '/history' },
  { path: '/alerts' },
  { path: '/overview' },
  { path: '/sites' },

  { path: '/settings/network', nav: { menu: 'settings', label: 'nav.network' } },
  { path: '/settings/ntp', nav: { menu: 'settings', label: 'nav.ntp' } },
  {
    path: '/settings/mqtt',
    nav: { menu: 'settings', label: 'nav.mqtt' },
    gate: { area: 'mqtt', title: 'mqttSettings.title' },
  },
  { path: '/settings/inverter', nav: { menu: 'settings', label: 'nav.inverter' } },
  { path: '/settings/security', nav: { menu: 'settings', label: 'nav.security' } },
  { path: '/settings/dtu', nav: { menu: 'settings', label: 'nav.dtu' } },
  {
    path: '/settings/vedirect',
    nav: { menu: 'settings', label: 'nav.vedirect', labelOn: { '2026': 'nav.solarCharger' } },
    gate: { area: 'solarcharger', title: 'vedirectSettings.title' },
  },
  {
    path: '/settings/powermeter',
    nav: { menu: 'settings', label: 'nav.powerMeter' },
    gate: { area: 'powermeter', title: 'powerMeterSettings.title' },
  },
  {
    path: '/settings/powerlimiter',
    nav: { menu: 'settings', label: 'nav.powerLimiter' },
    gate: { area: 'powerlimiter', title: 'powerLimiterSettings.title' },
  },
  {
    path: '/settings/battery',
    nav: { menu: 'settings', label: 'nav.battery' },
    gate: { area: 'battery', title: 'batterySettings.title' },
  },
  {
    path: '/settings/chargerac',
    nav: { menu: 'settings', label: 'nav.acCharger', labelOn: { '2026': 'nav.gridCharger' } },
    gate: { area: 'gridcharger', title: 'acChargerSettings.title' },
  },
  { path: '/settings/device', nav: { menu: 'settings', label: 'nav.deviceManager' } },
  {
    path: '/settings/logging',
    nav: { menu: 'settings', label: 'nav.logging' },
    gate: { area: 'logging', title: 'loggingSettings.title' },
  },
  {
    path: '/settings/config',
    nav: { menu: 'settings', label: 'nav.configManagement', newGroup: true },
    gate: { area: 'files', title: 'nav.configManagement' },
  },
  { path: '/firmware/upgrade', nav: { menu: 'settings', label: 'nav.firmwareUpgrade' }, loginRequired: true },
  { path: '/maintenance/reboot', nav: { menu: 'settings', label: 'nav.deviceReboot' }, loginRequired: true },

  { path: '/info/system', nav: { menu: 'info', label: 'nav.system' } },
  { path: '/info/network', nav: { menu: 'info', label: 'nav.network' } },
  { path: '/info/ntp', nav: { menu: 'info', label: 'nav.ntp' } },
  { path: '/info/mqtt', nav: { menu: 'info', label: 'nav.mqtt' } },
  {
    path: '/info/vedirect',
    nav: { menu: 'info', label: 'nav.vedirect' },
    gate: { area: 'solarcharger-status', title: 'vedirectInfo.title', view: true },
  },
  { path: '/info/console', nav: { menu: 'info', label: 'nav.console', newGroup: true } },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof SITE_ROUTES)[number]['path'];

export interface MenuLink {
  href: SitePath;
  label: MessageKey;
  /** The page's gate, for the navbar to leave the link out where the firmware has no such page. */
  gate?: Pick<PageGate, 'area'>;
  labelOn?: MenuPlacement['labelOn'];
}

/** `divider` separates groups inside a dropdown. */
export type MenuEntry = MenuLink | 'divider';

function menuOf(menu: MenuPlacement['menu']): readonly MenuEntry[] {
  return (SITE_ROUTES as readonly SiteRoute[]).flatMap(({ path, nav, gate }): MenuEntry[] => {
    if (nav?.menu !== menu) return [];
    const link = { href: path as SitePath, label: nav.label, gate, labelOn: nav.labelOn };
    return nav.newGroup ? ['divider', link] : [link];
  });
}

/** The Settings dropdown in the order of docs/product/frame-and-live.md §2. */
export const SETTINGS_MENU = menuOf('settings');
export const INFO_MENU = menuOf('info');

/** The areas every known generation has: their links stay while the generation is probed. */
const EVERYWHERE = (area: GenerationArea) => GENERATION_IDS.every((id) => GENERATIONS[id].areas[area]);

/**
 * A menu as the device's generation offers it (its row of the generation table), under that
 * generation's names: no link to a page the firmware does not have, and while the generation is
 * still being probed only the links every generation has.
 */
export function menuForGeneration(
  menu: readonly MenuEntry[],
  generation: Generation | undefined,
): MenuEntry[] {
  return menu
    .filter((entry) => {
      if (entry === 'divider' || entry.gate === undefined) return true;
      if (generation === undefined) return EVERYWHERE(entry.gate.area);
      return settingsAccess(entry.gate.area, generation) !== 'absent';
    })
    .map((entry) => {
      const form = entry !== 'divider' && entry.gate && generation && areaForm(entry.gate.area, generation);
      const renamed = entry !== 'divider' && form && entry.labelOn?.[form];
      return renamed ? { ...entry, label: renamed } : entry;
    });
}
