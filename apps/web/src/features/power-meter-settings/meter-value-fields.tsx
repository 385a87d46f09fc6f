import { POWER_METER_JSON_PATH_MAX, POWER_METER_UNIT } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Bind } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

interface MeterValue {
  json_path: string;
  unit: number;
  sign_inverted: boolean;
}

/** Where a reading sits in an answer, its unit and its sign (HTTP phases, MQTT values). */
export function MeterValueFields<T extends MeterValue>(props: { bind: Bind<T>; pathRequired?: boolean }) {
  const { t } = useI18n();
  // Every shape passed here holds these keys with these types.
  const bind = props.bind as unknown as Bind<MeterValue>;
  return (
    <>
      <TextField
        label={t('powerMeterSettings.jsonPath')}
        {...bind('json_path')}
        maxLength={POWER_METER_JSON_PATH_MAX}
        hint={t('powerMeterSettings.jsonPathHint')}
        required={props.pathRequired ?? true}
      />
      <SelectField
        label={t('powerMeterSettings.unit')}
        options={[
          { value: POWER_METER_UNIT.MilliWatts, label: 'mW' },
          { value: POWER_METER_UNIT.Watts, label: 'W' },
          { value: POWER_METER_UNIT.KiloWatts, label: 'kW' },
        ]}
        {...bind('unit')}
      />
      <CheckField
        label={t('powerMeterSettings.signInverted')}
        hint={t('powerMeterSettings.signInvertedHint')}
        {...bind('sign_inverted')}
      />
    </>
  );
}
