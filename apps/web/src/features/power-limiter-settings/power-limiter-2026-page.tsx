import {
  LIMITER_POWER_SOURCE,
  POWER_LIMITER_RESTART_HOUR_MAX,
  type PowerLimiter2026,
  type PowerLimiterMetadata2026,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { Limiter2026DcCard } from './limiter-2026-dc-card.tsx';
import { Limiter2026GoneCard } from './limiter-2026-gone-card.tsx';
import { Limiter2026InverterCard } from './limiter-2026-inverter-card.tsx';
import {
  governedBy,
  governedInverters,
  inDisplayOrder,
  inverterInfo,
  limiterActive,
  unmetGovernedRequirement,
  withEveryInverter,
  withGoverned,
  withInverter,
  withoutInverter,
} from './limiter-2026-rules.ts';
import { LimiterBatteryCard } from './limiter-battery-card.tsx';
import { bindCommon, LimiterTargetFields } from './limiter-common.tsx';
import { LimiterHints } from './limiter-hints.tsx';
import { LimiterNoInverter } from './limiter-no-inverter.tsx';
import { useLimiterForm } from './use-limiter-form.ts';

const HOURS = Array.from({ length: POWER_LIMITER_RESTART_HOUR_MAX + 1 }, (_, hour) => hour);

/** OnBattery 2026.03.31: the limiter governs any number of inverters, each with its own settings. */
export function PowerLimiter2026Page() {
  const { t } = useI18n();
  const { form, shown, metadata, reloadMetadata } = useLimiterForm<
    PowerLimiter2026,
    PowerLimiterMetadata2026
  >();
  if (metadata && metadata.inverters.length === 0) return <LimiterNoInverter onReload={reloadMetadata} />;

  const change = (next: PowerLimiter2026) => form.setValues(next);
  const writes = {
    ...shown,
    save: (override?: PowerLimiter2026) => {
      const values = override ?? shown.values;
      return shown.save(values && metadata && withEveryInverter(values, metadata));
    },
  };
  return (
    <SettingsPage title={t('powerLimiterSettings.title')} form={writes}>
      {(values, bind) => {
        if (!metadata) return null;
        const active = limiterActive(values);
        const battery = governedBy(values, LIMITER_POWER_SOURCE.Battery).length > 0;
        const buffer = governedBy(values, LIMITER_POWER_SOURCE.SmartBuffer).length > 0;
        return (
          <>
            <LimiterHints
              metadata={metadata}
              unmet={unmetGovernedRequirement(values, metadata)}
              requirement="governedRequirement"
            />
            <Card title={t('powerLimiterSettings.generalCard')}>
              <CheckField switch label={t('powerLimiterSettings.enabled')} {...bind('enabled')} />
              {values.enabled &&
                inDisplayOrder(metadata).map((info) => (
                  <CheckField
                    key={info.serial}
                    switch
                    label={t('powerLimiter2026.govern', { name: info.name })}
                    value={values.inverters.some((inv) => inv.serial === info.serial && inv.is_governed)}
                    onChange={(governed) => change(withGoverned(values, info, governed))}
                  />
                ))}
              {values.enabled && !active && (
                <Alert variant="info">{t('powerLimiter2026.noneGoverned')}</Alert>
              )}
              {active && (
                <>
                  <LimiterTargetFields target={metadata.power_meter_enabled} bind={bindCommon(bind)} />
                  <NumberField
                    label={t('powerLimiterSettings.baseLoad')}
                    {...bind('base_load_limit')}
                    min={0}
                    unit="W"
                    hint={t('powerLimiterSettings.baseLoadHint')}
                    required
                  />
                  <NumberField
                    label={t('powerLimiter2026.totalUpperLimit')}
                    {...bind('total_upper_power_limit')}
                    min={1}
                    unit="W"
                    hint={t('powerLimiter2026.totalUpperLimitHint')}
                    required
                  />
                  {(battery || buffer) && (
                    <SelectField
                      label={t('powerLimiterSettings.restartHour')}
                      options={HOURS.map((hour) => ({
                        value: hour,
                        label: `${String(hour).padStart(2, '0')}:00`,
                      }))}
                      {...bind('inverter_restart_hour')}
                      hint={t('powerLimiterSettings.restartHint')}
                    />
                  )}
                </>
              )}
            </Card>
            {active && (
              <>
                {governedInverters(values).map((inverter) => {
                  const info = inverterInfo(metadata, inverter.serial);
                  return info ? (
                    <Limiter2026InverterCard
                      key={inverter.serial}
                      info={info}
                      meter={metadata.power_meter_enabled}
                      value={inverter}
                      onChange={(next) => change(withInverter(values, next))}
                    />
                  ) : (
                    <Limiter2026GoneCard
                      key={inverter.serial}
                      serial={inverter.serial}
                      onRemove={() => change(withoutInverter(values, inverter.serial))}
                    />
                  );
                })}
                {battery && <Limiter2026DcCard values={values} metadata={metadata} bind={bind} />}
                <LimiterBatteryCard
                  soc={battery && metadata.battery_enabled}
                  voltage={battery}
                  passthrough={metadata.charge_controller_enabled && values.solar_passthrough_enabled}
                  bind={bindCommon(bind)}
                />
              </>
            )}
          </>
        );
      }}
    </SettingsPage>
  );
}
