import {
  CHANNEL_NAME_MAX,
  INVERTER_NAME_MAX,
  type InverterChannelSetting,
  type InverterListEntry,
  REACHABLE_THRESHOLD_MAX,
  REACHABLE_THRESHOLD_MIN,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SerialInput } from '../../ui/serial-input.tsx';

export interface FieldsProps {
  value: InverterListEntry;
  onChange: (next: InverterListEntry) => void;
}

type Flag = 'poll_enable' | 'poll_enable_night' | 'command_enable' | 'command_enable_night';
const FLAGS = [
  ['poll_enable', 'inverterSettings.pollEnable'],
  ['poll_enable_night', 'inverterSettings.pollEnableNight'],
  ['command_enable', 'inverterSettings.commandEnable'],
  ['command_enable_night', 'inverterSettings.commandEnableNight'],
] as const satisfies readonly (readonly [Flag, string])[];

export function GeneralFields({ value, onChange }: FieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <SerialInput
        label={t('inverterSettings.serial')}
        value={value.serial}
        onChange={(serial) => onChange({ ...value, serial })}
        required
      />
      <TextField
        label={t('inverterSettings.name')}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        maxLength={INVERTER_NAME_MAX}
        hint={t('inverterSettings.nameHint', { max: INVERTER_NAME_MAX })}
        required
      />
      {FLAGS.map(([flag, label]) => (
        <CheckField
          key={flag}
          label={t(label)}
          checked={value[flag]}
          onChange={(checked) => onChange({ ...value, [flag]: checked })}
        />
      ))}
    </>
  );
}

export function StringFields({ value, onChange }: FieldsProps) {
  const { t } = useI18n();
  const setChannel = (index: number, patch: Partial<InverterChannelSetting>) =>
    onChange({ ...value, channel: value.channel.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  return (
    <>
      <p className="form-text">{t('inverterSettings.stringHint')}</p>
      {value.channel.map((channel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a channel's position is its identity on the device.
        <fieldset key={index} className="border rounded px-3 pt-2 mb-3">
          <legend className="fs-6 w-auto">{t('inverterSettings.stringTitle', { n: index + 1 })}</legend>
          <TextField
            label={t('inverterSettings.stringName')}
            value={channel.name}
            onChange={(name) => setChannel(index, { name })}
            maxLength={CHANNEL_NAME_MAX}
          />
          <NumberField
            label={t('inverterSettings.maxPower')}
            value={channel.max_power}
            onChange={(max_power) => setChannel(index, { max_power })}
            min={0}
            unit="W"
            required
          />
          <NumberField
            label={t('inverterSettings.yieldOffset')}
            value={channel.yield_total_offset}
            onChange={(yield_total_offset) => setChannel(index, { yield_total_offset })}
            min={0}
            step="any"
            unit="kWh"
            required
          />
        </fieldset>
      ))}
    </>
  );
}

export function AdvancedFields({ value, onChange }: FieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <NumberField
        label={t('inverterSettings.reachableThreshold')}
        value={value.reachable_threshold}
        onChange={(reachable_threshold) => onChange({ ...value, reachable_threshold })}
        min={REACHABLE_THRESHOLD_MIN}
        max={REACHABLE_THRESHOLD_MAX}
        hint={t('inverterSettings.reachableHint', {
          min: REACHABLE_THRESHOLD_MIN,
          max: REACHABLE_THRESHOLD_MAX,
        })}
        required
      />
      <CheckField
        label={t('inverterSettings.zeroRuntime')}
        checked={value.zero_runtime}
        onChange={(zero_runtime) => onChange({ ...value, zero_runtime })}
      />
      <CheckField
        label={t('inverterSettings.zeroDay')}
        checked={value.zero_day}
        onChange={(zero_day) => onChange({ ...value, zero_day })}
      />
      <CheckField
        label={t('inverterSettings.yieldDayCorrection')}
        checked={value.yieldday_correction}
        onChange={(yieldday_correction) => onChange({ ...value, yieldday_correction })}
      />
    </>
  );
}
