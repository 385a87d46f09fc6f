import { useI18n } from '../../i18n/use-i18n.ts';
import { useAreaForm } from '../../net/generation.ts';
import { Alert } from '../../ui/alert.tsx';
import { Link } from '../../ui/link.tsx';

/** The data sources the limiter metadata of every generation reports. */
export interface LimiterSources {
  power_meter_enabled: boolean;
  battery_enabled: boolean;
  charge_controller_enabled: boolean;
}

/**
 * What the limiter still lacks: a requirement (`unmet`: an inverter it drives is not polled or
 * commanded when it must be) as a warning, missing optional data sources as information.
 */
export function LimiterHints({
  metadata,
  unmet,
  requirement = 'inverterRequirement',
}: {
  metadata: LimiterSources;
  unmet: boolean;
  /** The text of the requirement: the one chosen inverter (2024.05.03) or every governed one. */
  requirement?: 'inverterRequirement' | 'governedRequirement';
}) {
  const { t } = useI18n();
  // The 2026 form has solar chargers (VE.Direct or MQTT) where the 2024 one had VE.Direct; the site
  // map keeps one path for that settings page on every generation.
  const solarCharger = useAreaForm('solarcharger') === '2026';
  return (
    <>
      {(
        [
          [unmet, 'warning', requirement, 'inverter', 'inverterSettingsLink'],
          [!metadata.power_meter_enabled, 'info', 'noPowerMeter', 'powermeter', 'powerMeterLink'],
          [
            !metadata.charge_controller_enabled,
            'info',
            solarCharger ? 'noSolarCharger' : 'noChargeController',
            'vedirect',
            solarCharger ? 'solarChargerLink' : 'chargeControllerLink',
          ],
          [!metadata.battery_enabled, 'info', 'noBattery', 'battery', 'batteryLink'],
        ] as const
      ).map(
        ([shown, variant, text, page, link]) =>
          shown && (
            <Alert key={page} variant={variant}>
              {t(`powerLimiterSettings.${text}`)}{' '}
              <Link href={`/settings/${page}`}>{t(`powerLimiterSettings.${link}`)}</Link>
            </Alert>
          ),
      )}
    </>
  );
}
