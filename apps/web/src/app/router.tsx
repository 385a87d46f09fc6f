import { Route, Switch } from 'wouter';
import { AboutPage } from '../features/about/about-page.tsx';
import { AcChargerSettingsPage } from '../features/ac-charger-settings/ac-charger-settings-page.tsx';
import { BatterySettingsPage } from '../features/battery-settings/battery-settings-page.tsx';
import { ConfigManagementPage } from '../features/config-management/config-management-page.tsx';
import { ConsolePage } from '../features/console/console-page.tsx';
import { DeviceManagerPage } from '../features/device-manager/device-manager-page.tsx';
import { DtuSettingsPage } from '../features/dtu-settings/dtu-settings-page.tsx';
import { ErrorPage } from '../features/error/error-page.tsx';
import { FirmwareUpgradePage } from '../features/firmware-upgrade/firmware-upgrade-page.tsx';
import { InverterSettingsPage } from '../features/inverter-settings/inverter-settings-page.tsx';
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
import { SystemInfoPage } from '../features/system-info/system-info-page.tsx';
import { VedirectInfoPage } from '../features/vedirect-info/vedirect-info-page.tsx';
import { VedirectSettingsPage } from '../features/vedirect-settings/vedirect-settings-page.tsx';
import { HomePage } from './home-page.tsx';
import { LoginRequired } from './login-required.tsx';

/** The site map: every route of the product, one line each. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/error" component={ErrorPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/overview" component={OverviewPage} />

      <Route path="/settings/network" component={NetworkSettingsPage} />
      <Route path="/settings/ntp" component={NtpSettingsPage} />
      <Route path="/settings/mqtt" component={MqttSettingsPage} />
      <Route path="/settings/inverter" component={InverterSettingsPage} />
      <Route path="/settings/security" component={SecuritySettingsPage} />
      <Route path="/settings/dtu" component={DtuSettingsPage} />
      <Route path="/settings/vedirect" component={VedirectSettingsPage} />
      <Route path="/settings/powermeter" component={PowerMeterSettingsPage} />
      <Route path="/settings/powerlimiter" component={PowerLimiterSettingsPage} />
      <Route path="/settings/battery" component={BatterySettingsPage} />
      <Route path="/settings/chargerac" component={AcChargerSettingsPage} />
      <Route path="/settings/device" component={DeviceManagerPage} />
      <Route path="/settings/config" component={ConfigManagementPage} />
      <Route path="/firmware/upgrade">{<LoginRequired>{<FirmwareUpgradePage />}</LoginRequired>}</Route>
      <Route path="/maintenance/reboot">{<LoginRequired>{<RebootPage />}</LoginRequired>}</Route>

      <Route path="/info/system" component={SystemInfoPage} />
      <Route path="/info/network" component={NetworkInfoPage} />
      <Route path="/info/ntp" component={NtpInfoPage} />
      <Route path="/info/mqtt" component={MqttInfoPage} />
      <Route path="/info/vedirect" component={VedirectInfoPage} />
      <Route path="/info/console" component={ConsolePage} />

      <Route component={NotFoundPage} />
    </Switch>
  );
}
