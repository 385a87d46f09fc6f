import { aboutMessages } from '../features/about/messages.ts';
import { acChargerSettingsMessages } from '../features/ac-charger-settings/messages.ts';
import { gridCharger2026Messages } from '../features/ac-charger-settings/messages-2026.ts';
import { alertMessages } from '../features/alerts/messages.ts';
import { batterySettingsMessages } from '../features/battery-settings/messages.ts';
import { battery2026Messages } from '../features/battery-settings/messages-2026.ts';
import { batteryViewMessages } from '../features/battery-view/messages.ts';
import { chargeControllerViewMessages } from '../features/charge-controller-view/messages.ts';
import { configManagementMessages } from '../features/config-management/messages.ts';
import { consoleMessages } from '../features/console/messages.ts';
import { deviceManagerMessages } from '../features/device-manager/messages.ts';
import { dtuSettingsMessages } from '../features/dtu-settings/messages.ts';
import { errorMessages } from '../features/error/messages.ts';
import { fileManagerMessages } from '../features/file-manager/messages.ts';
import { firmwareUpgradeMessages } from '../features/firmware-upgrade/messages.ts';
import { inverterSettingsMessages } from '../features/inverter-settings/messages.ts';
import { limiterMessages } from '../features/live-view/limiter-messages.ts';
import { liveViewMessages } from '../features/live-view/messages.ts';
import { liveModalMessages } from '../features/live-view/modal-messages.ts';
import { liveModal2026Messages } from '../features/live-view/modal-messages-2026.ts';
import { loggingSettingsMessages } from '../features/logging-settings/messages.ts';
import { loginMessages } from '../features/login/messages.ts';
import { mqttInfoMessages } from '../features/mqtt-info/messages.ts';
import { mqttSettingsMessages } from '../features/mqtt-settings/messages.ts';
import { networkInfoMessages } from '../features/network-info/messages.ts';
import { networkSettingsMessages } from '../features/network-settings/messages.ts';
import { networkSettings2026Messages } from '../features/network-settings/messages-2026.ts';
import { notFoundMessages } from '../features/not-found/messages.ts';
import { ntpInfoMessages } from '../features/ntp-info/messages.ts';
import { ntpSettingsMessages } from '../features/ntp-settings/messages.ts';
import { overviewMessages } from '../features/overview/messages.ts';
import { weakInputMessages } from '../features/overview/weak-input-messages.ts';
import { powerLimiterSettingsMessages } from '../features/power-limiter-settings/messages.ts';
import { powerLimiter2026Messages } from '../features/power-limiter-settings/messages-2026.ts';
import { powerMeterSettingsMessages } from '../features/power-meter-settings/messages.ts';
import { powerMeter2026Messages } from '../features/power-meter-settings/messages-2026.ts';
import { rebootMessages } from '../features/reboot/messages.ts';
import { rectifierViewMessages } from '../features/rectifier-view/messages.ts';
import { securitySettingsMessages } from '../features/security-settings/messages.ts';
import { sitesMessages } from '../features/sites/messages.ts';
import { systemInfoMessages } from '../features/system-info/messages.ts';
import { systemInfo2026Messages } from '../features/system-info/messages-2026.ts';
import { vedirectInfoMessages } from '../features/vedirect-info/messages.ts';
import { vedirectSettingsMessages } from '../features/vedirect-settings/messages.ts';
import { solarCharger2026Messages } from '../features/vedirect-settings/messages-2026.ts';
import { historyMessages } from '../history/messages.ts';
import { apiResponseMessages } from '../i18n/messages/api-response-messages.ts';
import { commonMessages } from '../i18n/messages/common-messages.ts';
import { BUILT } from '../net/flash-firmware.ts';
import { generationMessages } from '../ui/generation-messages.ts';
import { inverterStateMessages } from '../ui/inverter-state-messages.ts';
import { liveTextMessages } from '../ui/live-text-messages.ts';
import { serialInputMessages } from '../ui/serial-input-messages.ts';
import { navMessages } from './nav-messages.ts';

/**
 * In place of the texts of the pages a flash build leaves out (`net/flash-firmware.ts`): never
 * looked up there, and typed as the module it stands for.
 */
const LEFT_OUT = undefined as never;

/**
 * Every message module of the app, by namespace. A screen adds its texts with one line here;
 * the namespace becomes the key prefix (`login.username`). The parity test walks this object.
 * `main.tsx` (and the test setup) hand it to `registerMessages`; the declaration below gives
 * `t()` its typed keys, so the i18n layer itself imports nothing from the layers above it.
 */
export const messageRegistry = {
  common: commonMessages,
  apiresponse: apiResponseMessages,
  nav: navMessages,
  login: loginMessages,
  about: aboutMessages,
  error: errorMessages,
  notFound: notFoundMessages,
  liveView: liveViewMessages,
  liveModal: liveModalMessages,
  liveModal2026: BUILT.radioStats ? liveModal2026Messages : LEFT_OUT,
  liveText: liveTextMessages,
  history: historyMessages,
  alerts: alertMessages,
  limiter: limiterMessages,
  overview: overviewMessages,
  sites: sitesMessages,
  weakInputs: weakInputMessages,
  inverterState: inverterStateMessages,
  inverterSettings: inverterSettingsMessages,
  serialInput: serialInputMessages,
  generation: generationMessages,
  networkSettings: networkSettingsMessages,
  networkSettings2026: BUILT.syslog ? networkSettings2026Messages : LEFT_OUT,
  networkInfo: networkInfoMessages,
  ntpSettings: ntpSettingsMessages,
  ntpInfo: ntpInfoMessages,
  mqttSettings: mqttSettingsMessages,
  mqttInfo: mqttInfoMessages,
  securitySettings: securitySettingsMessages,
  dtuSettings: dtuSettingsMessages,
  deviceManager: deviceManagerMessages,
  configManagement: BUILT['files:2024'] ? configManagementMessages : LEFT_OUT,
  fileManager: BUILT['files:2026'] ? fileManagerMessages : LEFT_OUT,
  loggingSettings: BUILT.logging ? loggingSettingsMessages : LEFT_OUT,
  reboot: rebootMessages,
  console: consoleMessages,
  systemInfo: systemInfoMessages,
  systemInfo2026: BUILT.systemExtras ? systemInfo2026Messages : LEFT_OUT,
  firmwareUpgrade: firmwareUpgradeMessages,
  chargeControllerView: chargeControllerViewMessages,
  batteryView: BUILT.onBatteryViews ? batteryViewMessages : LEFT_OUT,
  rectifierView: BUILT.onBatteryViews ? rectifierViewMessages : LEFT_OUT,
  batterySettings: BUILT.battery ? batterySettingsMessages : LEFT_OUT,
  battery2026: BUILT['battery:2026'] ? battery2026Messages : LEFT_OUT,
  acChargerSettings: BUILT.gridcharger ? acChargerSettingsMessages : LEFT_OUT,
  gridCharger2026: BUILT['gridcharger:2026'] ? gridCharger2026Messages : LEFT_OUT,
  vedirectSettings: BUILT.solarcharger ? vedirectSettingsMessages : LEFT_OUT,
  solarCharger2026: BUILT['solarcharger:2026'] ? solarCharger2026Messages : LEFT_OUT,
  vedirectInfo: BUILT['solarcharger-status'] ? vedirectInfoMessages : LEFT_OUT,
  powerMeterSettings: BUILT.powermeter ? powerMeterSettingsMessages : LEFT_OUT,
  powerMeter2026: BUILT['powermeter:2026'] ? powerMeter2026Messages : LEFT_OUT,
  powerLimiterSettings: BUILT.powerlimiter ? powerLimiterSettingsMessages : LEFT_OUT,
  powerLimiter2026: BUILT['powerlimiter:2026'] ? powerLimiter2026Messages : LEFT_OUT,
};

declare module '../i18n/registry.ts' {
  interface RegisteredMessages {
    registry: typeof messageRegistry;
  }
}
