import {
  type ApiResponse,
  type GridChargerLimit2026,
  HUAWEI_CURRENT_A,
  HUAWEI_ONLINE_VOLTAGE_V,
  type HuaweiLimitConfig,
  RECTIFIER_CURRENT_MAX_A,
  RECTIFIER_CURRENT_MIN_A,
  RECTIFIER_CURRENT_STEP_A,
  RECTIFIER_VOLTAGE_MAX_V,
  RECTIFIER_VOLTAGE_MIN_V,
  RECTIFIER_VOLTAGE_OFFLINE_MIN_V,
  RECTIFIER_VOLTAGE_STEP_V,
} from '@dtu/contract';
import { useState } from 'react';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { binder } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { RectifierAnswer } from './rectifier-answer.tsx';

const INITIAL: HuaweiLimitConfig = {
  voltage: RECTIFIER_VOLTAGE_OFFLINE_MIN_V,
  voltage_valid: false,
  current: RECTIFIER_CURRENT_MIN_A,
  current_valid: false,
  online: true,
};

/** The 2026.03.31 body: only the ticked set points, online only (offline moved to the settings). */
function gridChargerLimit({ voltage, voltage_valid, current, current_valid }: HuaweiLimitConfig) {
  const limit: GridChargerLimit2026 = {};
  if (voltage_valid) limit.voltage = voltage;
  if (current_valid) limit.current = current;
  return limit;
}

/**
 * Sets the rectifier's output voltage and/or current, for the CAN-online parameter set or (on
 * 2024.05.03) the offline fallback. A value is sent only when its checkbox is ticked.
 */
export function RectifierLimitModal({
  onClose,
  onSuccess,
  gridCharger,
}: {
  onClose: () => void;
  onSuccess: (response: ApiResponse) => void;
  /** OnBattery 2026.03.31: `/api/gridcharger/limit`, its ranges, online only. */
  gridCharger?: boolean;
}) {
  const { t } = useI18n();
  const [limit, setLimit] = useState(INITIAL);
  const command = useDeviceCommand<HuaweiLimitConfig | GridChargerLimit2026>(
    gridCharger ? '/api/gridcharger/limit' : '/api/huawei/limit/config',
    { onSuccess },
  );
  const set = <K extends keyof HuaweiLimitConfig>(key: K, value: HuaweiLimitConfig[K]) =>
    setLimit((previous) => ({ ...previous, [key]: value }));
  const bind = binder(limit, set);

  const [voltageMin, voltageMax] = gridCharger
    ? HUAWEI_ONLINE_VOLTAGE_V
    : [limit.online ? RECTIFIER_VOLTAGE_MIN_V : RECTIFIER_VOLTAGE_OFFLINE_MIN_V, RECTIFIER_VOLTAGE_MAX_V];
  const currentMax = gridCharger ? HUAWEI_CURRENT_A[1] : RECTIFIER_CURRENT_MAX_A;
  const belowOfflineMin = !gridCharger && limit.voltage < RECTIFIER_VOLTAGE_OFFLINE_MIN_V;
  return (
    <FormModal
      title={t('rectifierView.limitTitle')}
      submitLabel={t('rectifierView.apply')}
      onClose={onClose}
      onSubmit={() => command.send(gridCharger ? gridChargerLimit(limit) : limit)}
      sending={command.sending}
      alert={command.answer && <RectifierAnswer response={command.answer} onDismiss={command.dismiss} />}
    >
      {!gridCharger && (
        <SelectField
          label={t('rectifierView.mode')}
          value={limit.online ? 1 : 0}
          options={[
            { value: 1, label: t('rectifierView.online') },
            { value: 0, label: t('rectifierView.offline') },
          ]}
          onChange={(mode) => set('online', mode === 1)}
        />
      )}
      <CheckField label={t('rectifierView.setVoltage')} {...bind('voltage_valid')} />
      <NumberField
        label={t('rectifierView.targetVoltage')}
        {...bind('voltage')}
        min={voltageMin}
        max={voltageMax}
        step={RECTIFIER_VOLTAGE_STEP_V}
        unit="V"
        required
        disabled={!limit.voltage_valid}
        hint={
          belowOfflineMin
            ? t('rectifierView.belowOfflineHint', { min: RECTIFIER_VOLTAGE_OFFLINE_MIN_V })
            : undefined
        }
      />
      <CheckField label={t('rectifierView.setCurrent')} {...bind('current_valid')} />
      <NumberField
        label={t('rectifierView.targetCurrent')}
        {...bind('current')}
        min={RECTIFIER_CURRENT_MIN_A}
        max={currentMax}
        step={RECTIFIER_CURRENT_STEP_A}
        unit="A"
        required
        disabled={!limit.current_valid}
      />
    </FormModal>
  );
}
