import {
  LIMITER_POWER_SOURCE,
  POWER_LIMITER_LOSSES_MAX,
  POWER_LIMITER_LOSSES_MIN,
  type PowerLimiter2026,
  type PowerLimiterMetadata2026,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bind } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { governedBy, inverterInfo } from './limiter-2026-rules.ts';

export interface Limiter2026DcCardProps {
  values: PowerLimiter2026;
  metadata: PowerLimiterMetadata2026;
  bind: Bind<PowerLimiter2026>;
}

/**
 * The battery's DC bus (2026.03.31), shown while a battery-powered inverter is governed: solar
 * passthrough, night use, the inverter input that measures the battery voltage, conduction losses.
 */
export function Limiter2026DcCard({ values, metadata, bind }: Limiter2026DcCardProps) {
  const { t } = useI18n();
  const candidates = governedBy(values, LIMITER_POWER_SOURCE.Battery);
  const serial = values.inverter_serial_for_dc_voltage;
  const chosen = candidates.some((inverter) => inverter.serial === serial);
  const channels = chosen ? (inverterInfo(metadata, serial)?.channels ?? 1) : 1;
  return (
    <Card title={t('powerLimiter2026.dcBusCard')}>
      {metadata.charge_controller_enabled && (
        <CheckField
          switch
          label={t('powerLimiterSettings.passthrough')}
          hint={t('powerLimiterSettings.passthroughHint')}
          {...bind('solar_passthrough_enabled')}
        />
      )}
      <CheckField
        switch
        label={t('powerLimiterSettings.batteryAtNight')}
        {...bind('battery_always_use_at_night')}
      />
      <SelectField
        label={t('powerLimiter2026.dcVoltageInverter')}
        // Until one of them is chosen, the placeholder stands for the stored (unusable) serial.
        value={chosen ? serial : ''}
        onChange={bind('inverter_serial_for_dc_voltage').onChange}
        options={[
          ...(chosen ? [] : [{ value: '', label: t('powerLimiterSettings.chooseInverter') }]),
          ...candidates.map((inverter) => {
            const info = inverterInfo(metadata, inverter.serial);
            return { value: inverter.serial, label: info ? `${info.name} (${info.type})` : inverter.serial };
          }),
        ]}
        required
      />
      {channels > 1 && (
        <SelectField
          label={t('powerLimiterSettings.channel')}
          options={Array.from({ length: channels }, (_, channel) => ({
            value: channel,
            label: t('powerLimiterSettings.channelNumber', { number: channel + 1 }),
          }))}
          {...bind('inverter_channel_id_for_dc_voltage')}
          hint={t('powerLimiterSettings.channelHint')}
        />
      )}
      <NumberField
        label={t('powerLimiter2026.conductionLosses')}
        {...bind('conduction_losses')}
        min={POWER_LIMITER_LOSSES_MIN}
        max={POWER_LIMITER_LOSSES_MAX}
        unit="%"
        hint={t('powerLimiter2026.conductionLossesHint')}
        required
      />
    </Card>
  );
}
