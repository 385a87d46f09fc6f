import {
  METER_SOURCE_2026,
  METER_UDP_POLLING_MAX_MS,
  METER_UDP_POLLING_MIN_MS,
  type PowerMeter2026,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { IPV4_PATTERN } from '../../ui/fields/ipv4-pattern.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { HttpJsonCards, HttpSmlCard, MqttValueCards, PollingField } from './power-meter-2026-cards.tsx';

const S = METER_SOURCE_2026;
const SOURCES = [
  [S.Mqtt, 'powerMeterSettings.sourceMqtt'],
  [S.SdmSinglePhase, 'powerMeterSettings.sourceSdm1'],
  [S.SdmThreePhase, 'powerMeterSettings.sourceSdm3'],
  [S.HttpJson, 'powerMeterSettings.sourceHttp'],
  [S.SerialSml, 'powerMeterSettings.sourceSml'],
  [S.SmaHomeManager, 'powerMeterSettings.sourceSma'],
  [S.HttpSml, 'powerMeter2026.sourceHttpSml'],
  [S.UdpVictron, 'powerMeter2026.sourceUdpVictron'],
] as const;
/** Modbus addresses are 8-bit on the device. */
const SDM_ADDRESS_MAX = 255;

/**
 * `/settings/powermeter` on OnBattery 2026.03.31: one section per provider, all posted back as
 * loaded (the firmware keeps every provider's settings); applied without a reboot.
 */
export function PowerMeter2026Page() {
  const { t } = useI18n();
  // Refusals come without a code, so the alert shows the device's own text.
  const form = useSettingsForm<PowerMeter2026>('/api/powermeter/config');

  return (
    <SettingsPage title={t('powerMeterSettings.title')} form={form}>
      {(values, bind) => {
        const on = values.enabled;
        const sdm = bindKeys(bind('serial_sdm'));
        const udp = bindKeys(bind('udp_victron'));
        return (
          <>
            <Card title={t('powerMeterSettings.mainCard')}>
              <CheckField switch label={t('powerMeterSettings.enabled')} {...bind('enabled')} />
              {on && (
                <SelectField
                  label={t('powerMeterSettings.source')}
                  {...bind('source')}
                  options={SOURCES.map(([value, label]) => ({ value, label: t(label) }))}
                />
              )}
            </Card>
            {on && values.source === S.Mqtt && <MqttValueCards {...bind('mqtt')} />}
            {on && (values.source === S.SdmSinglePhase || values.source === S.SdmThreePhase) && (
              <Card title={t('powerMeterSettings.sdmCard')}>
                <PollingField {...sdm('polling_interval')} />
                <NumberField
                  label={t('powerMeterSettings.sdmAddress')}
                  {...sdm('address')}
                  min={0}
                  max={SDM_ADDRESS_MAX}
                  required
                />
              </Card>
            )}
            {on && values.source === S.HttpJson && <HttpJsonCards {...bind('http_json')} />}
            {on && values.source === S.HttpSml && <HttpSmlCard {...bind('http_sml')} />}
            {on && values.source === S.UdpVictron && (
              <Card title={t('powerMeter2026.sourceUdpVictron')}>
                <NumberField
                  label={t('powerMeter2026.pollingInterval')}
                  {...udp('polling_interval_ms')}
                  min={METER_UDP_POLLING_MIN_MS}
                  max={METER_UDP_POLLING_MAX_MS}
                  unit="ms"
                  required
                />
                <TextField
                  label={t('powerMeter2026.ipAddress')}
                  {...udp('ip_address')}
                  pattern={IPV4_PATTERN}
                  required
                />
              </Card>
            )}
          </>
        );
      }}
    </SettingsPage>
  );
}
