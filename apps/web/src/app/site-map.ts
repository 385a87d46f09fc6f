import type { MessageKey } from '../i18n/translate.ts';

export interface MenuLink {
  href: string;
  label: MessageKey;
}

/** `divider` separates groups inside a dropdown. */
export type MenuEntry = MenuLink | 'divider';

/** The Settings dropdown in the order of spec 000 §2. */
export const SETTINGS_MENU: readonly MenuEntry[] = [
  { href: '/settings/network', label: 'nav.network' },
  { href: '/settings/ntp', label: 'nav.ntp' },
  { href: '/settings/mqtt', label: 'nav.mqtt' },
  { href: '/settings/inverter', label: 'nav.inverter' },
  { href: '/settings/security', label: 'nav.security' },
  { href: '/settings/dtu', label: 'nav.dtu' },
  { href: '/settings/vedirect', label: 'nav.vedirect' },
  { href: '/settings/powermeter', label: 'nav.powerMeter' },
  { href: '/settings/powerlimiter', label: 'nav.powerLimiter' },
  { href: '/settings/battery', label: 'nav.battery' },
  { href: '/settings/chargerac', label: 'nav.acCharger' },
  { href: '/settings/device', label: 'nav.deviceManager' },
  'divider',
  { href: '/settings/config', label: 'nav.configManagement' },
  { href: '/firmware/upgrade', label: 'nav.firmwareUpgrade' },
  { href: '/maintenance/reboot', label: 'nav.deviceReboot' },
];

export const INFO_MENU: readonly MenuEntry[] = [
  { href: '/info/system', label: 'nav.system' },
  { href: '/info/network', label: 'nav.network' },
  { href: '/info/ntp', label: 'nav.ntp' },
  { href: '/info/mqtt', label: 'nav.mqtt' },
  { href: '/info/vedirect', label: 'nav.vedirect' },
  'divider',
  { href: '/info/console', label: 'nav.console' },
];
