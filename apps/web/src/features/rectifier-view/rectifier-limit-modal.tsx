import {
  type ApiResponse,
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

/**
 * Sets the rectifier's output voltage and/or current, for the CAN-online parameter set or the
 * offline fallback. A value is sent as valid only when its checkbox is ticked.
 */
export function RectifierLimitModal({
  onClose,
  onSuccess,
}: {
  onClose: () => void;
  onSuccess: (response: ApiResponse) => void;
}) {
  const { t } = useI18n();
  const [limit, setLimit] = useState(INITIAL);
  const command = useDeviceCommand<HuaweiLimitConfig>('/api/huawei/limit/config', { onSuccess });
  const set = <K extends keyof HuaweiLimitConfig>(key: K, value: HuaweiLimitConfig[K]) =>
    setLimit((previous) => ({ ...previous, [key]: value }));
  const bind = binder(limit, set);

  const voltageMin = limit.online ? RECTIFIER_VOLTAGE_MIN_V : RECTIFIER_VOLTAGE_OFFLINE_MIN_V;
  const belowOfflineMin = limit.voltage < RECTIFIER_VOLTAGE_OFFLINE_MIN_V;
  return (
    <FormModal
      title={t('rectifierView.limitTitle')}
      submitLabel={t('rectifierView.apply')}
      onClose={onClose}
      onSubmit={() => command.send(limit)}
      sending={command.sending}
      alert={command.answer && <RectifierAnswer response={command.answer} onDismiss={command.dismiss} />}
    >
      <SelectField
        label={t('rectifierView.mode')}
        value={limit.online ? 1 : 0}
        options={[
          { value: 1, label: t('rectifierView.online') },
          { value: 0, label: t('rectifierView.offline') },
        ]}
        onChange={(mode) => set('online', mode === 1)}
      />
      <CheckField label={t('rectifierView.setVoltage')} {...bind('voltage_valid')} />
      <NumberField
        label={t('rectifierView.targetVoltage')}
        {...bind('voltage')}
        min={voltageMin}
        max={RECTIFIER_VOLTAGE_MAX_V}
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
        max={RECTIFIER_CURRENT_MAX_A}
        step={RECTIFIER_CURRENT_STEP_A}
        unit="A"
        required
        disabled={!limit.current_valid}
      />
    </FormModal>
  );
}
