import {
  METER_POLLING_MAX_S,
  METER_POLLING_MIN_S,
  METER_TOPIC_MAX_2026,
  type PowerMeter2026,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type Bound, bindItem, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { HttpJsonExamples } from './http-json-examples.tsx';
import { HttpRequestFields } from './http-request-fields.tsx';
import { HttpTestButton } from './http-test-button.tsx';
import { MeterValueFields } from './meter-value-fields.tsx';
import { useHttpTest } from './use-http-test.ts';

/** Seconds between two readings of the SDM, HTTP+JSON and HTTP+SML providers. */
export function PollingField(bound: Bound<number>) {
  const { t } = useI18n();
  return (
    <NumberField
      label={t('powerMeter2026.pollingInterval')}
      {...bound}
      min={METER_POLLING_MIN_S}
      max={METER_POLLING_MAX_S}
      unit="s"
      required
    />
  );
}

/** The three MQTT values: each its own topic, with an optional JSON path. */
export function MqttValueCards(bound: Bound<PowerMeter2026['mqtt']>) {
  const { t } = useI18n();
  const values = bindKeys(bound)('values');
  return values.value.map((_, index) => {
    const bind = bindKeys(bindItem(values, index));
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the firmware's fixed value slots
      <Card key={index} title={t('powerMeter2026.value', { index: index + 1 })}>
        <TextField label={t('powerMeter2026.topic')} {...bind('topic')} maxLength={METER_TOPIC_MAX_2026} />
        <MeterValueFields bind={bind} pathRequired={false} />
      </Card>
    );
  });
}

/** HTTP+JSON: polling, one request or one per value, the three values and the provider's test. */
export function HttpJsonCards(bound: Bound<PowerMeter2026['http_json']>) {
  const { t } = useI18n();
  const test = useHttpTest();
  const bind = bindKeys(bound);
  const values = bind('values');
  const individual = bound.value.individual_requests;
  return (
    <>
      <Card title={t('powerMeterSettings.httpCard')}>
        <HttpJsonExamples />
        <PollingField {...bind('polling_interval')} />
        <CheckField
          switch
          label={t('powerMeter2026.individualRequests2026')}
          hint={t('powerMeter2026.individualRequestsHint2026')}
          {...bind('individual_requests')}
        />
        <HttpTestButton
          test={test}
          onTest={() => test.run({ http_json: bound.value }, '/api/powermeter/testhttpjsonrequest')}
        />
      </Card>
      {values.value.map((value, index) => {
        const bindValue = bindKeys(bindItem(values, index));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the firmware's fixed value slots
          <Card key={index} title={t('powerMeter2026.value', { index: index + 1 })}>
            {index > 0 && (
              <CheckField switch label={t('powerMeterSettings.phaseEnabled')} {...bindValue('enabled')} />
            )}
            {value.enabled && (
              <>
                {(index === 0 || individual) && (
                  <HttpRequestFields
                    bind={bindKeys(bindValue('http_request'))}
                    authType={value.http_request.auth_type}
                  />
                )}
                <MeterValueFields bind={bindValue} />
              </>
            )}
          </Card>
        );
      })}
    </>
  );
}

/** HTTP+SML: polling and the one request, with its test. */
export function HttpSmlCard(bound: Bound<PowerMeter2026['http_sml']>) {
  const { t } = useI18n();
  const test = useHttpTest();
  const bind = bindKeys(bound);
  return (
    <Card title={t('powerMeter2026.sourceHttpSml')}>
      <PollingField {...bind('polling_interval')} />
      <HttpRequestFields
        bind={bindKeys(bind('http_request'))}
        authType={bound.value.http_request.auth_type}
      />
      <HttpTestButton
        test={test}
        onTest={() => test.run({ http_sml: bound.value }, '/api/powermeter/testhttpsmlrequest')}
      />
    </Card>
  );
}
