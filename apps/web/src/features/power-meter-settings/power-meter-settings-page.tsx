import { POWER_METER_MQTT_TOPIC_MAX, POWER_METER_SOURCE, type PowerMeterConfig } from '@dtu/contract';
import { RESTARTS_AFTER_SAVE } from '../../api/restart-store.ts';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { FormByGeneration } from '../../ui/form-by-generation.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { HttpPhaseCard } from './http-phase-card.tsx';
import { PowerMeter2026Page } from './power-meter-2026-page.tsx';
import { testRequestFor } from './use-http-test.ts';

const MQTT_TOPICS = [
  'mqtt_topic_powermeter_1',
  'mqtt_topic_powermeter_2',
  'mqtt_topic_powermeter_3',
] as const;
/** Modbus addresses are 8-bit on the device. */
const SDM_ADDRESS_MAX = 255;

/** `/settings/powermeter`: where the household's grid power comes from, in the device's generation. */
export function PowerMeterSettingsPage() {
  return (
    <FormByGeneration
      area="powermeter"
      forms={{
        '2024': BUILT['powermeter:2024'] && PowerMeter2024Page,
        '2026': BUILT['powermeter:2026'] && PowerMeter2026Page,
      }}
    />
  );
}

/** The 2024.05.03 form: flat, and the device restarts after a save. */
function PowerMeter2024Page() {
  const { t } = useI18n();
  const form = useSettingsForm<PowerMeterConfig>('/api/powermeter/config', RESTARTS_AFTER_SAVE);

  return (
    <SettingsPage title={t('powerMeterSettings.title')} form={form}>
      {(values, bind) => (
        <>
          <Card title={t('powerMeterSettings.mainCard')}>
            <CheckField switch label={t('powerMeterSettings.enabled')} {...bind('enabled')} />
            {values.enabled && (
              <>
                <CheckField switch label={t('powerMeterSettings.verbose')} {...bind('verbose_logging')} />
                <SelectField
                  label={t('powerMeterSettings.source')}
                  {...bind('source')}
                  options={[
                    { value: POWER_METER_SOURCE.Mqtt, label: t('powerMeterSettings.sourceMqtt') },
                    { value: POWER_METER_SOURCE.SdmSinglePhase, label: t('powerMeterSettings.sourceSdm1') },
                    { value: POWER_METER_SOURCE.SdmThreePhase, label: t('powerMeterSettings.sourceSdm3') },
                    { value: POWER_METER_SOURCE.HttpJson, label: t('powerMeterSettings.sourceHttp') },
                    { value: POWER_METER_SOURCE.Sml, label: t('powerMeterSettings.sourceSml') },
                    { value: POWER_METER_SOURCE.SmaHomeManager2, label: t('powerMeterSettings.sourceSma') },
                  ]}
                />
              </>
            )}
          </Card>
          {values.enabled && values.source === POWER_METER_SOURCE.Mqtt && (
            <Card title={t('powerMeterSettings.mqttCard')}>
              {MQTT_TOPICS.map((key, index) => (
                <TextField
                  key={key}
                  label={t('powerMeterSettings.mqttTopic', { index: index + 1 })}
                  {...bind(key)}
                  maxLength={POWER_METER_MQTT_TOPIC_MAX}
                />
              ))}
            </Card>
          )}
          {values.enabled &&
            (values.source === POWER_METER_SOURCE.SdmSinglePhase ||
              values.source === POWER_METER_SOURCE.SdmThreePhase) && (
              <Card title={t('powerMeterSettings.sdmCard')}>
                <NumberField
                  label={t('powerMeterSettings.sdmBaudrate')}
                  {...bind('sdmbaudrate')}
                  min={1}
                  unit="Bd"
                  required
                />
                <NumberField
                  label={t('powerMeterSettings.sdmAddress')}
                  {...bind('sdmaddress')}
                  min={0}
                  max={SDM_ADDRESS_MAX}
                  required
                />
              </Card>
            )}
          {values.enabled && values.source === POWER_METER_SOURCE.HttpJson && (
            <>
              <Card title={t('powerMeterSettings.httpCard')}>
                <CheckField
                  switch
                  label={t('powerMeterSettings.individualRequests')}
                  hint={t('powerMeterSettings.individualRequestsHint')}
                  {...bind('http_individual_requests')}
                />
              </Card>
              {values.http_phases.map((phase, index) => (
                <HttpPhaseCard
                  key={phase.index}
                  phase={phase}
                  first={index === 0}
                  individual={values.http_individual_requests}
                  onChange={(next) =>
                    form.update(
                      'http_phases',
                      values.http_phases.map((old, i) => (i === index ? next : old)),
                    )
                  }
                  testRequest={() =>
                    testRequestFor(values.http_phases, index, values.http_individual_requests)
                  }
                />
              ))}
            </>
          )}
        </>
      )}
    </SettingsPage>
  );
}
