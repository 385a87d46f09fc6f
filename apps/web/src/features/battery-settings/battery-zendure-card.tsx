import {
  type BatteryZendure2026,
  ZENDURE_CONTROL_MODE,
  ZENDURE_DEVICE_ID_LENGTH,
  ZENDURE_DEVICE_TYPES,
  ZENDURE_OUTPUT_CONTROL,
  ZENDURE_RANGES,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

type NumberKey = {
  [K in keyof BatteryZendure2026]: BatteryZendure2026[K] extends number ? K : never;
}[keyof BatteryZendure2026];

const range = ([min, max]: readonly [number, number]) => ({ min, max, required: true });
const { Full, Once } = ZENDURE_CONTROL_MODE;
const { External, Fixed, Schedule } = ZENDURE_OUTPUT_CONTROL;

/** The Zendure battery (2026.03.31): device, how far the firmware controls it, and its output. */
export function BatteryZendureCard(bound: Bound<BatteryZendure2026>) {
  const { t } = useI18n();
  const z = bound.value;
  const bind = bindKeys(bound);
  const number = (key: NumberKey, label: string, limits: readonly [number, number], unit: string) => (
    <NumberField key={key} label={label} {...bind(key)} {...range(limits)} unit={unit} />
  );
  const controls = z.control_mode === Full || z.control_mode === Once;
  const W = 'W';
  const MIN = t('batterySettings.minutes');
  return (
    <>
      <Card title="Zendure">
        <SelectField
          label={t('batterySettings.zendureType')}
          options={ZENDURE_DEVICE_TYPES.map((label, value) => ({ value, label }))}
          {...bind('device_type')}
        />
        <TextField
          label={t('batterySettings.zendureId')}
          {...bind('device_id')}
          minLength={ZENDURE_DEVICE_ID_LENGTH}
          maxLength={ZENDURE_DEVICE_ID_LENGTH}
        />
        {number(
          'polling_interval',
          t('batterySettings.pollingInterval'),
          ZENDURE_RANGES.polling_interval,
          's',
        )}
        <SelectField
          label={t('batterySettings.zendureControl')}
          options={[
            { value: Full, label: t('batterySettings.zendureFull') },
            { value: Once, label: t('batterySettings.zendureOnce') },
            { value: ZENDURE_CONTROL_MODE.ReadOnly, label: t('batterySettings.zendureReadOnly') },
          ]}
          value={z.control_mode}
          // Another mode offers other outputs: start from the external one, without charge-through.
          onChange={(control_mode) =>
            bound.onChange({ ...z, control_mode, output_control: External, charge_through_enable: false })
          }
        />
        {controls && (
          <>
            <NumberField
              label={t('batterySettings.zendureMaxOutput')}
              {...bind('max_output')}
              {...range(ZENDURE_RANGES.max_output)}
              step={100}
              unit={W}
            />
            {number('soc_min', t('batterySettings.zendureSocMin'), ZENDURE_RANGES.soc_min, '%')}
            {number('soc_max', t('batterySettings.zendureSocMax'), ZENDURE_RANGES.soc_max, '%')}
            <SelectField
              label={t('batterySettings.zendureBypass')}
              options={[
                t('batterySettings.zendureAuto'),
                t('batterySettings.zendureOff'),
                t('batterySettings.zendureOn'),
              ].map((label, value) => ({ value, label }))}
              {...bind('bypass_mode')}
            />
            <CheckField switch label={t('batterySettings.zendureShutdown')} {...bind('auto_shutdown')} />
            <CheckField switch label={t('batterySettings.zendureBuzzer')} {...bind('buzzer_enable')} />
          </>
        )}
        <SelectField
          label={t('batterySettings.zendureOutput')}
          options={[
            { value: External, label: t('batterySettings.zendureExternal') },
            ...(controls ? [{ value: Fixed, label: t('batterySettings.zendureFixed') }] : []),
            ...(z.control_mode === Full
              ? [{ value: Schedule, label: t('batterySettings.zendureSchedule') }]
              : []),
          ]}
          value={z.output_control}
          onChange={(output_control) =>
            bound.onChange({ ...z, output_control, charge_through_enable: false })
          }
        />
        {z.output_control === Fixed &&
          number('output_limit', t('batterySettings.zendureLimit'), ZENDURE_RANGES.output_limit, W)}
        {z.output_control === Schedule && (
          <>
            {number(
              'sunrise_offset',
              t('batterySettings.zendureSunrise'),
              ZENDURE_RANGES.sunrise_offset,
              MIN,
            )}
            {number('output_limit_day', t('batterySettings.zendureDay'), ZENDURE_RANGES.output_limit, W)}
            {number('sunset_offset', t('batterySettings.zendureSunset'), ZENDURE_RANGES.sunrise_offset, MIN)}
            {number('output_limit_night', t('batterySettings.zendureNight'), ZENDURE_RANGES.output_limit, W)}
          </>
        )}
      </Card>
      {z.control_mode === Full && z.output_control !== External && (
        <Card title={t('batterySettings.zendureThrough')}>
          <CheckField
            switch
            label={t('batterySettings.zendureThroughOn')}
            {...bind('charge_through_enable')}
          />
          {z.charge_through_enable && (
            <>
              {number(
                'charge_through_interval',
                t('batterySettings.zendureThroughEvery'),
                ZENDURE_RANGES.charge_through_interval,
                'h',
              )}
              {number(
                'charge_through_reset',
                t('batterySettings.zendureThroughReset'),
                ZENDURE_RANGES.charge_through_reset,
                '%',
              )}
            </>
          )}
        </Card>
      )}
    </>
  );
}
