import type { PowerLimiterConfig, PowerLimiterMetadata } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { FormByGeneration } from '../../ui/form-by-generation.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { LimiterBatteryCard, LimiterPassthroughCard } from './limiter-battery-card.tsx';
import { bindCommon, LimiterTargetFields } from './limiter-common.tsx';
import { LimiterHints } from './limiter-hints.tsx';
import { LimiterInverterCard } from './limiter-inverter-card.tsx';
import { LimiterNoInverter } from './limiter-no-inverter.tsx';
import {
  applyLimiterRules,
  canUseSocThresholds,
  canUseSolarPassthrough,
  canUseVoltageThresholds,
  selectedInverter,
  unmetRequirement,
} from './limiter-rules.ts';
import { PowerLimiter2026Page } from './power-limiter-2026-page.tsx';
import { useLimiterForm } from './use-limiter-form.ts';

/**
 * `/settings/powerlimiter`: the dynamic power limiter in the shape of the device's generation (the
 * route's gate mounts it only where one of our forms speaks that shape).
 */
export function PowerLimiterSettingsPage() {
  return (
    <FormByGeneration
      area="powerlimiter"
      forms={{
        '2024': BUILT['powerlimiter:2024'] && PowerLimiter2024Page,
        '2026': BUILT['powerlimiter:2026'] && PowerLimiter2026Page,
      }}
    />
  );
}

/** 2024.05.03: the limiter steers one inverter to a grid target. */
function PowerLimiter2024Page() {
  const { t } = useI18n();
  const { form, shown, metadata, reloadMetadata } = useLimiterForm<
    PowerLimiterConfig,
    PowerLimiterMetadata
  >();

  // Adjusting during render (not in an effect) keeps invalid combinations from ever being shown.
  if (form.values && metadata) {
    const ruled = applyLimiterRules(form.values, metadata);
    if (ruled !== form.values) form.setValues(ruled);
  }

  const title = t('powerLimiterSettings.title');
  if (metadata && Object.keys(metadata.inverters).length === 0) {
    return <LimiterNoInverter onReload={reloadMetadata} />;
  }

  return (
    <SettingsPage title={title} form={shown}>
      {(values, bind) =>
        metadata && (
          <>
            <LimiterHints metadata={metadata} unmet={unmetRequirement(selectedInverter(values, metadata))} />
            <Card title={t('powerLimiterSettings.generalCard')}>
              <CheckField switch label={t('powerLimiterSettings.enabled')} {...bind('enabled')} />
              {values.enabled && (
                <>
                  <CheckField switch label={t('powerLimiterSettings.verbose')} {...bind('verbose_logging')} />
                  <LimiterTargetFields target bind={bindCommon(bind)} />
                </>
              )}
            </Card>
            {values.enabled && (
              <>
                <LimiterInverterCard values={values} metadata={metadata} bind={bind} />
                {canUseSolarPassthrough(values, metadata) && (
                  <LimiterPassthroughCard values={values} bind={bind} />
                )}
                <LimiterBatteryCard
                  soc={canUseSocThresholds(values, metadata)}
                  voltage={canUseVoltageThresholds(values)}
                  passthrough={values.solar_passthrough_enabled}
                  bind={bindCommon(bind)}
                />
              </>
            )}
          </>
        )
      }
    </SettingsPage>
  );
}
