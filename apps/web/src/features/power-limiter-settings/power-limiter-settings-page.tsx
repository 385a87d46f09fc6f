import type { PowerLimiterConfig, PowerLimiterMetadata } from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { type SettingsForm, useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { LimiterBatteryCard, LimiterPassthroughCard } from './limiter-battery-card.tsx';
import { LimiterHints } from './limiter-hints.tsx';
import { LimiterInverterCard } from './limiter-inverter-card.tsx';
import { applyLimiterRules, canUseSolarPassthrough, selectedInverter } from './limiter-rules.ts';

/** `/settings/powerlimiter`: the dynamic power limiter that steers one inverter to a grid target. */
export function PowerLimiterSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<PowerLimiterConfig>('/api/powerlimiter/config');
  const meta = useResource<PowerLimiterMetadata>('/api/powerlimiter/metadata');
  const metadata = meta.data;

  // Adjusting during render (not in an effect) keeps invalid combinations from ever being shown.
  if (form.values && metadata) {
    const ruled = applyLimiterRules(form.values, metadata);
    if (ruled !== form.values) form.setValues(ruled);
  }

  const title = t('powerLimiterSettings.title');
  if (metadata && Object.keys(metadata.inverters).length === 0) {
    return (
      <PageFrame title={title} onReload={meta.reload}>
        <Alert variant="warning">
          {t('powerLimiterSettings.noInverter')}{' '}
          <Link href="/settings/inverter">{t('powerLimiterSettings.inverterSettingsLink')}</Link>
        </Alert>
      </PageFrame>
    );
  }

  const shown: SettingsForm<PowerLimiterConfig> = {
    ...form,
    values: metadata ? form.values : undefined,
    loading: form.loading || meta.loading,
    reload: async () => {
      await Promise.all([form.reload(), meta.reload()]);
    },
    // This endpoint's answer is shown with the device's own text.
    response: form.response && { ...form.response, code: undefined },
  };

  return (
    <SettingsPage title={title} form={shown}>
      {(values, bind) =>
        metadata && (
          <>
            <LimiterHints metadata={metadata} inverter={selectedInverter(values, metadata)} />
            <Card title={t('powerLimiterSettings.generalCard')}>
              <CheckField switch label={t('powerLimiterSettings.enabled')} {...bind('enabled')} />
              {values.enabled && (
                <>
                  <CheckField switch label={t('powerLimiterSettings.verbose')} {...bind('verbose_logging')} />
                  <NumberField
                    label={t('powerLimiterSettings.target')}
                    {...bind('target_power_consumption')}
                    unit="W"
                    hint={t('powerLimiterSettings.targetHint')}
                    required
                  />
                  <NumberField
                    label={t('powerLimiterSettings.hysteresis')}
                    {...bind('target_power_consumption_hysteresis')}
                    min={0}
                    unit="W"
                    hint={t('powerLimiterSettings.hysteresisHint')}
                    required
                  />
                </>
              )}
            </Card>
            {values.enabled && (
              <>
                <LimiterInverterCard values={values} metadata={metadata} bind={bind} />
                {canUseSolarPassthrough(values, metadata) && (
                  <LimiterPassthroughCard values={values} bind={bind} />
                )}
                <LimiterBatteryCard values={values} metadata={metadata} bind={bind} />
              </>
            )}
          </>
        )
      }
    </SettingsPage>
  );
}
