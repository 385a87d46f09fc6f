import type { PowerLimiterInverterInfo, PowerLimiterMetadata } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Link } from '../../ui/link.tsx';
import { meetsInverterRequirements } from './limiter-rules.ts';

/**
 * What the limiter still lacks: a requirement (the chosen inverter is not polled or commanded
 * day and night) as a warning, missing optional data sources as information.
 */
export function LimiterHints({
  metadata,
  inverter,
}: {
  metadata: PowerLimiterMetadata;
  inverter: PowerLimiterInverterInfo | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      {(
        [
          [
            inverter && !meetsInverterRequirements(inverter),
            'warning',
            'inverterRequirement',
            'inverter',
            'inverterSettingsLink',
          ],
          [!metadata.power_meter_enabled, 'info', 'noPowerMeter', 'powermeter', 'powerMeterLink'],
          [
            !metadata.charge_controller_enabled,
            'info',
            'noChargeController',
            'vedirect',
            'chargeControllerLink',
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
