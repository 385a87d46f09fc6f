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
  const MIN = t('battery2026.minutes');
  return (
    <>
      <Card title="Zendure">
        <SelectField
          label={t('battery2026.zendureType')}
          options={ZENDURE_DEVICE_TYPES.map((label, value) => ({ value, label }))}
          {...bind('device_type')}
        />
        <TextField
          label={t('battery2026.zendureId')}
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
          label={t('battery2026.zendureControl')}
          options={[
            { value: Full, label: t('battery2026.zendureFull') },
            { value: Once, label: t('battery2026.zendureOnce') },
            { value: ZENDURE_CONTROL_MODE.ReadOnly, label: t('battery2026.zendureReadOnly') },
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
              label={t('battery2026.zendureMaxOutput')}
              {...bind('max_output')}
              {...range(ZENDURE_RANGES.max_output)}
              step={100}
              unit={W}
            />
            {number('soc_min', t('battery2026.zendureSocMin'), ZENDURE_RANGES.soc_min, '%')}
            {number('soc_max', t('battery2026.zendureSocMax'), ZENDURE_RANGES.soc_max, '%')}
            <SelectField
              label={t('battery2026.zendureBypass')}
              options={[
                t('battery2026.zendureAuto'),
                t('battery2026.zendureOff'),
                t('battery2026.zendureOn'),
              ].map((label, value) => ({ value, label }))}
              {...bind('bypass_mode')}
            />
            <CheckField switch label={t('battery2026.zendureShutdown')} {...bind('auto_shutdown')} />
            <CheckField switch label={t('battery2026.zendureBuzzer')} {...bind('buzzer_enable')} />
          </>
        )}
        <SelectField
          label={t('battery2026.zendureOutput')}
          options={[
            { value: External, label: t('battery2026.zendureExternal') },
            ...(controls ? [{ value: Fixed, label: t('battery2026.zendureFixed') }] : []),
            ...(z.control_mode === Full
              ? [{ value: Schedule, label: t('battery2026.zendureSchedule') }]
              : []),
          ]}
          value={z.output_control}
          onChange={(output_control) =>
            bound.onChange({ ...z, output_control, charge_through_enable: false })
          }
        />
        {z.output_control === Fixed &&
          number('output_limit', t('battery2026.zendureLimit'), ZENDURE_RANGES.output_limit, W)}
        {z.output_control === Schedule && (
          <>
            {number('sunrise_offset', t('battery2026.zendureSunrise'), ZENDURE_RANGES.sunrise_offset, MIN)}
            {number('output_limit_day', t('battery2026.zendureDay'), ZENDURE_RANGES.output_limit, W)}
            {number('sunset_offset', t('battery2026.zendureSunset'), ZENDURE_RANGES.sunrise_offset, MIN)}
            {number('output_limit_night', t('battery2026.zendureNight'), ZENDURE_RANGES.output_limit, W)}
          </>
        )}
      </Card>
      {z.control_mode === Full && z.output_control !== External && (
        <Card title={t('battery2026.zendureThrough')}>
          <CheckField switch label={t('battery2026.zendureThroughOn')} {...bind('charge_through_enable')} />
          {z.charge_through_enable && (
            <>
              {number(
                'charge_through_interval',
                t('battery2026.zendureThroughEvery'),
                ZENDURE_RANGES.charge_through_interval,
                'h',
              )}
              {number(
                'charge_through_reset',
                t('battery2026.zendureThroughReset'),
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
