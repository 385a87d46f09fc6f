import type { ComponentType } from 'react';
import { AboutPage } from '../features/about/about-page.tsx';
import { AcChargerSettingsPage } from '../features/ac-charger-settings/ac-charger-settings-page.tsx';
import { AlertsPage } from '../features/alerts/alerts-page.tsx';
import { BatterySettingsPage } from '../features/battery-settings/battery-settings-page.tsx';
import { ConsolePage } from '../features/console/console-page.tsx';
import { DeviceManagerPage } from '../features/device-manager/device-manager-page.tsx';
import { DtuSettingsPage } from '../features/dtu-settings/dtu-settings-page.tsx';
import { ErrorPage } from '../features/error/error-page.tsx';
import { FirmwareUpgradePage } from '../features/firmware-upgrade/firmware-upgrade-page.tsx';
import { HistoryPage } from '../features/history/history-page.tsx';
import { InverterSettingsPage } from '../features/inverter-settings/inverter-settings-page.tsx';
import { LoggingSettingsPage } from '../features/logging-settings/logging-settings-page.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { MqttInfoPage } from '../features/mqtt-info/mqtt-info-page.tsx';
import { MqttSettingsPage } from '../features/mqtt-settings/mqtt-settings-page.tsx';
import { NetworkInfoPage } from '../features/network-info/network-info-page.tsx';
import { NetworkSettingsPage } from '../features/network-settings/network-settings-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { NtpInfoPage } from '../features/ntp-info/ntp-info-page.tsx';
import { NtpSettingsPage } from '../features/ntp-settings/ntp-settings-page.tsx';
import { OverviewPage } from '../features/overview/overview-page.tsx';
import { PowerLimiterSettingsPage } from '../features/power-limiter-settings/power-limiter-settings-page.tsx';
import { PowerMeterSettingsPage } from '../features/power-meter-settings/power-meter-settings-page.tsx';
import { RebootPage } from '../features/reboot/reboot-page.tsx';
import { SecuritySettingsPage } from '../features/security-settings/security-settings-page.tsx';
import { SitesPage } from '../features/sites/sites-page.tsx';
import { SystemInfoPage } from '../features/system-info/system-info-page.tsx';
import { VedirectInfoPage } from '../features/vedirect-info/vedirect-info-page.tsx';
import { VedirectSettingsPage } from '../features/vedirect-settings/vedirect-settings-page.tsx';
import { BUILT } from '../net/flash-firmware.ts';
import { useLocation } from '../net/navigation.ts';
import { GenerationGate } from '../ui/generation-gate.tsx';
import { ConfigPage } from './config-page.tsx';
import { HomePage } from './home-page.tsx';
import { LoginRequired } from './login-required.tsx';
import { SITE_ROUTES, type SitePath, type SiteRoute } from './site-map.ts';

/**
 * In place of a page a flash build leaves out: its gate (`site-map.ts`) never shows it there, as
 * the generations that have it become `unknown` in that build (`net/flash-firmware.ts`), or have
 * no such page.
 */
const LeftOut: ComponentType = () => null;

/** The page of every path of the site map; the compiler rejects a path without one. */
const PAGES: Record<SitePath, ComponentType> = {
  '/': HomePage,
  '/login': LoginPage,
  '/error': ErrorPage,
  '/about': AboutPage,
  '/history': HistoryPage,
  '/alerts': AlertsPage,
  '/overview': OverviewPage,
  '/sites': SitesPage,
  '/settings/network': NetworkSettingsPage,
  '/settings/ntp': NtpSettingsPage,
  '/settings/mqtt': MqttSettingsPage,
  '/settings/inverter': InverterSettingsPage,
  '/settings/security': SecuritySettingsPage,
  '/settings/dtu': DtuSettingsPage,
  '/settings/vedirect': BUILT.solarcharger ? VedirectSettingsPage : LeftOut,
  '/settings/powermeter': BUILT.powermeter ? PowerMeterSettingsPage : LeftOut,
  '/settings/powerlimiter': BUILT.powerlimiter ? PowerLimiterSettingsPage : LeftOut,
  '/settings/battery': BUILT.battery ? BatterySettingsPage : LeftOut,
  '/settings/chargerac': BUILT.gridcharger ? AcChargerSettingsPage : LeftOut,
  '/settings/device': DeviceManagerPage,
  '/settings/logging': BUILT.logging ? LoggingSettingsPage : LeftOut,
  '/settings/config': ConfigPage,
  '/firmware/upgrade': FirmwareUpgradePage,
  '/maintenance/reboot': RebootPage,
  '/info/system': SystemInfoPage,
  '/info/network': NetworkInfoPage,
  '/info/ntp': NtpInfoPage,
  '/info/mqtt': MqttInfoPage,
  '/info/vedirect': BUILT['solarcharger-status'] ? VedirectInfoPage : LeftOut,
  '/info/console': ConsolePage,
};

/** The page of the path shown now (a trailing slash ignored), else the not-found page. */
export function AppRouter() {
  const path = useLocation().replace(/(.)\/$/, '$1');
  const route = (SITE_ROUTES as readonly SiteRoute[]).find((entry) => entry.path === path);
  if (!route) return <NotFoundPage />;
  const Page = PAGES[route.path as SitePath];
  const page = route.gate ? (
    // A left-out page's texts are left out too: its frame takes the navbar's label as its title.
    <GenerationGate {...route.gate} title={(Page === LeftOut && route.nav?.label) || route.gate.title}>
      <Page />
    </GenerationGate>
  ) : (
    <Page />
  );
  return route.loginRequired ? <LoginRequired>{page}</LoginRequired> : page;
}
