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
      {inverter && !meetsInverterRequirements(inverter) && (
        <Alert variant="warning">
          {t('powerLimiterSettings.inverterRequirement')}{' '}
          <Link href="/settings/inverter">{t('powerLimiterSettings.inverterSettingsLink')}</Link>
        </Alert>
      )}
      {!metadata.power_meter_enabled && (
        <Alert variant="info">
          {t('powerLimiterSettings.noPowerMeter')}{' '}
          <Link href="/settings/powermeter">{t('powerLimiterSettings.powerMeterLink')}</Link>
        </Alert>
      )}
      {!metadata.charge_controller_enabled && (
        <Alert variant="info">
          {t('powerLimiterSettings.noChargeController')}{' '}
          <Link href="/settings/vedirect">{t('powerLimiterSettings.chargeControllerLink')}</Link>
        </Alert>
      )}
      {!metadata.battery_enabled && (
        <Alert variant="info">
          {t('powerLimiterSettings.noBattery')}{' '}
          <Link href="/settings/battery">{t('powerLimiterSettings.batteryLink')}</Link>
        </Alert>
      )}
    </>
  );
}
