import {
  BATTERY_CURRENT_UNIT_2026,
  BATTERY_LIMIT_BELOW_SOC_MAX,
  BATTERY_LIMIT_BELOW_VOLTAGE_MAX_V,
  BATTERY_MQTT_TOPIC_MAX,
  BATTERY_PROVIDER_2026,
  BATTERY_REPORTED_LIMIT_PROVIDERS_2026,
  BATTERY_SERIAL_PROVIDERS_2026,
  BATTERY_VOLTAGE_UNIT_2026,
  type Battery2026,
  type BatteryMqtt2026,
} from '@dtu/contract';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type Bind, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { batteryProviders2026 } from './battery-providers.ts';
import { BatterySerialCard } from './battery-serial-card.tsx';
import { BatteryZendureCard } from './battery-zendure-card.tsx';

/** The unit choices: symbols, the same in every language. */
const unitOptions = (units: Record<string, number>) =>
  Object.entries(units).map(([label, value]) => ({ value, label }));
const VOLTAGE_UNITS = unitOptions(BATTERY_VOLTAGE_UNIT_2026);
const CURRENT_UNITS = unitOptions(BATTERY_CURRENT_UNIT_2026);

type MqttValue = 'soc' | 'voltage' | 'current' | 'discharge_current_limit';
type MqttUnit = 'voltage_unit' | 'current_unit' | 'discharge_current_limit_unit';

/** One value read from MQTT: its topic, the JSON path inside the message, and its unit where it has one. */
function MqttValueFields({
  name,
  unit,
  label,
  bind,
}: {
  name: MqttValue;
  unit?: MqttUnit;
  label: string;
  bind: Bind<BatteryMqtt2026>;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField label={label} {...bind(`${name}_topic`)} maxLength={BATTERY_MQTT_TOPIC_MAX} />
      <TextField
        label={t('battery2026.jsonPath')}
        {...bind(`${name}_json_path`)}
        maxLength={BATTERY_MQTT_TOPIC_MAX}
        hint={t('battery2026.jsonPathHint')}
      />
      {unit && (
        <SelectField
          label={t('battery2026.unit')}
          options={unit === 'voltage_unit' ? VOLTAGE_UNITS : CURRENT_UNITS}
          {...bind(unit)}
        />
      )}
    </>
  );
}

/**
 * OnBattery 2026.03.31: eight providers with nested settings. The whole object goes back on
 * save (the firmware resets every key a body lacks), so the settings of the other providers stay
 * as they are.
 */
export function Battery2026Page() {
  const i18n = useI18n();
  const { t } = i18n;
  const form = useSettingsForm<Battery2026>('/api/battery/config');
  return (
    <SettingsPage title={t('batterySettings.title')} form={form}>
      {(values, bind) => {
        const mqtt = bindKeys(bind('mqtt'));
        const serial = bindKeys(bind('serial'));
        const { enabled, provider } = values;
        const isMqtt = enabled && provider === BATTERY_PROVIDER_2026.Mqtt;
        const limit = values.enable_discharge_current_limit;
        return (
          <>
            <Card title={t('batterySettings.mainCard')}>
              <CheckField switch label={t('batterySettings.enabled')} {...bind('enabled')} />
              {enabled && (
                <SelectField
                  label={t('batterySettings.provider')}
                  {...bind('provider')}
                  options={batteryProviders2026(i18n)}
                />
              )}
            </Card>
            {enabled && BATTERY_SERIAL_PROVIDERS_2026.includes(provider) && (
              <BatterySerialCard
                title={t('battery2026.serialCard')}
                serialInterface={serial('interface')}
                pollingInterval={serial('polling_interval')}
              />
            )}
            {isMqtt && (
              <Card title={t('batterySettings.mqttCard')}>
                <MqttValueFields name="soc" label={t('batterySettings.socTopic')} bind={mqtt} />
                <MqttValueFields
                  name="voltage"
                  unit="voltage_unit"
                  label={t('batterySettings.voltageTopic')}
                  bind={mqtt}
                />
                <MqttValueFields
                  name="current"
                  unit="current_unit"
                  label={t('battery2026.currentTopic')}
                  bind={mqtt}
                />
              </Card>
            )}
            {enabled && provider === BATTERY_PROVIDER_2026.ZendureMqtt && (
              <BatteryZendureCard {...bind('zendure')} />
            )}
            <Card title={t('battery2026.dischargeCard')}>
              <CheckField
                switch
                label={t('battery2026.limitDischarge')}
                {...bind('enable_discharge_current_limit')}
              />
              {limit && (
                <NumberField
                  label={t('battery2026.dischargeLimit')}
                  {...bind('discharge_current_limit')}
                  min={0}
                  step="any"
                  unit="A"
                  required
                />
              )}
              {limit && enabled && (
                <>
                  <NumberField
                    label={t('battery2026.belowSoc')}
                    {...bind('discharge_current_limit_below_soc')}
                    min={0}
                    max={BATTERY_LIMIT_BELOW_SOC_MAX}
                    step="any"
                    unit="%"
                    hint={t('battery2026.belowSocHint')}
                    required
                  />
                  <NumberField
                    label={t('battery2026.belowVoltage')}
                    {...bind('discharge_current_limit_below_voltage')}
                    min={0}
                    max={BATTERY_LIMIT_BELOW_VOLTAGE_MAX_V}
                    step="any"
                    unit="V"
                    hint={t('battery2026.belowVoltageHint')}
                    required
                  />
                </>
              )}
              {limit && enabled && BATTERY_REPORTED_LIMIT_PROVIDERS_2026.includes(provider) && (
                <CheckField
                  switch
                  label={t('battery2026.useReported')}
                  hint={t('battery2026.useReportedHint')}
                  {...bind('use_battery_reported_discharge_current_limit')}
                />
              )}
              {limit && isMqtt && values.use_battery_reported_discharge_current_limit && (
                <MqttValueFields
                  name="discharge_current_limit"
                  unit="discharge_current_limit_unit"
                  label={t('battery2026.dischargeTopic')}
                  bind={mqtt}
                />
              )}
            </Card>
          </>
        );
      }}
    </SettingsPage>
  );
}
