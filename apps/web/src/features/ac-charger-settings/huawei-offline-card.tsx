import {
  type GridCharger2026,
  HUAWEI_CURRENT_A,
  HUAWEI_INPUT_CURRENT_A,
  HUAWEI_OFFLINE_VOLTAGE_V,
  RECTIFIER_CURRENT_STEP_A,
  RECTIFIER_VOLTAGE_STEP_V,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';

/** What the Huawei rectifier does without CAN messages, its input current limit and its fan. */
export function HuaweiOfflineCard(bound: Bound<GridCharger2026['huawei']>) {
  const { t } = useI18n();
  const bind = bindKeys(bound);
  const range = ([min, max]: readonly [number, number]) => ({ min, max, required: true });
  return (
    <Card title={t('gridCharger2026.huaweiCard')}>
      <NumberField
        label={t('gridCharger2026.offlineVoltage')}
        {...bind('offline_voltage')}
        {...range(HUAWEI_OFFLINE_VOLTAGE_V)}
        step={RECTIFIER_VOLTAGE_STEP_V}
        unit="V"
      />
      <NumberField
        label={t('gridCharger2026.offlineCurrent')}
        {...bind('offline_current')}
        {...range(HUAWEI_CURRENT_A)}
        step={RECTIFIER_CURRENT_STEP_A}
        unit="A"
      />
      <NumberField
        label={t('gridCharger2026.inputCurrentLimit')}
        {...bind('input_current_limit')}
        {...range(HUAWEI_INPUT_CURRENT_A)}
        step={RECTIFIER_CURRENT_STEP_A}
        hint={t('gridCharger2026.inputCurrentLimitHint')}
        unit="A"
      />
      <CheckField label={t('gridCharger2026.fanOnlineFull')} {...bind('fan_online_full_speed')} />
      <CheckField label={t('gridCharger2026.fanOfflineFull')} {...bind('fan_offline_full_speed')} />
    </Card>
  );
}
