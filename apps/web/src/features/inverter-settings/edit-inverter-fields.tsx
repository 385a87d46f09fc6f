import {
  CHANNEL_NAME_MAX,
  INVERTER_NAME_MAX,
  type InverterChannelSetting,
  type InverterListEntry,
  REACHABLE_THRESHOLD_MAX,
  REACHABLE_THRESHOLD_MIN,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SerialInput } from '../../ui/serial-input.tsx';

export type FieldsProps = Bound<InverterListEntry>;

type Flag = 'poll_enable' | 'poll_enable_night' | 'command_enable' | 'command_enable_night';
const FLAGS = [
  ['poll_enable', 'inverterSettings.pollEnable'],
  ['poll_enable_night', 'inverterSettings.pollEnableNight'],
  ['command_enable', 'inverterSettings.commandEnable'],
  ['command_enable_night', 'inverterSettings.commandEnableNight'],
] as const satisfies readonly (readonly [Flag, string])[];

export function GeneralFields(props: FieldsProps) {
  const { t } = useI18n();
  const bind = bindKeys(props);
  return (
    <>
      <SerialInput label={t('inverterSettings.serial')} {...bind('serial')} required />
      <TextField
        label={t('inverterSettings.name')}
        {...bind('name')}
        maxLength={INVERTER_NAME_MAX}
        hint={t('inverterSettings.nameHint', { max: INVERTER_NAME_MAX })}
        required
      />
      {FLAGS.map(([flag, label]) => (
        <CheckField key={flag} label={t(label)} {...bind(flag)} />
      ))}
    </>
  );
}

export function StringFields({ value, onChange }: FieldsProps) {
  const { t } = useI18n();
  const bindChannel = (index: number) =>
    bindKeys({
      value: value.channel[index],
      onChange: (next: InverterChannelSetting) =>
        onChange({ ...value, channel: value.channel.map((c, i) => (i === index ? next : c)) }),
    });
  return (
    <>
      <p className="form-text">{t('inverterSettings.stringHint')}</p>
      {value.channel.map((_, index) => {
        const bind = bindChannel(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a channel's position is its identity on the device.
          <fieldset key={index} className="border rounded px-3 pt-2 mb-3">
            <legend className="fs-6 w-auto">{t('inverterSettings.stringTitle', { n: index + 1 })}</legend>
            <TextField
              label={t('inverterSettings.stringName')}
              {...bind('name')}
              maxLength={CHANNEL_NAME_MAX}
            />
            <NumberField
              label={t('inverterSettings.maxPower')}
              {...bind('max_power')}
              min={0}
              unit="W"
              required
            />
            <NumberField
              label={t('inverterSettings.yieldOffset')}
              {...bind('yield_total_offset')}
              min={0}
              step="any"
              unit="kWh"
              required
            />
          </fieldset>
        );
      })}
    </>
  );
}

export function AdvancedFields(props: FieldsProps) {
  const { t } = useI18n();
  const bind = bindKeys(props);
  return (
    <>
      <NumberField
        label={t('inverterSettings.reachableThreshold')}
        {...bind('reachable_threshold')}
        min={REACHABLE_THRESHOLD_MIN}
        max={REACHABLE_THRESHOLD_MAX}
        hint={t('inverterSettings.reachableHint', {
          min: REACHABLE_THRESHOLD_MIN,
          max: REACHABLE_THRESHOLD_MAX,
        })}
        required
      />
      <CheckField label={t('inverterSettings.zeroRuntime')} {...bind('zero_runtime')} />
      <CheckField label={t('inverterSettings.zeroDay')} {...bind('zero_day')} />
      <CheckField label={t('inverterSettings.yieldDayCorrection')} {...bind('yieldday_correction')} />
      {/* 2026 only: offered where the list answer has it. */}
      {props.value.clear_eventlog !== undefined && (
        <CheckField
          label={t('inverterSettings.clearEventlog')}
          value={props.value.clear_eventlog}
          onChange={(clear_eventlog) => props.onChange({ ...props.value, clear_eventlog })}
        />
      )}
    </>
  );
}
