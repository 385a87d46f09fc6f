import { JKBMS_INTERFACE, JKBMS_POLLING_INTERVAL_MAX_S, JKBMS_POLLING_INTERVAL_MIN_S } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import type { Bound } from '../../ui/fields/bind.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';

/**
 * A BMS read over a serial line: its interface and polling interval (2024.05.03: JK BMS,
 * `jkbms_*` keys; 2026.03.31: JK and JBD BMS, the `serial` object).
 */
export function BatterySerialCard({
  title,
  serialInterface,
  pollingInterval,
}: {
  title: string;
  serialInterface: Bound<number>;
  pollingInterval: Bound<number>;
}) {
  const { t } = useI18n();
  return (
    <Card title={title}>
      <SelectField
        label={t('batterySettings.jkBmsInterface')}
        options={[
          { value: JKBMS_INTERFACE.Uart, label: t('batterySettings.interfaceUart') },
          { value: JKBMS_INTERFACE.Transceiver, label: t('batterySettings.interfaceTransceiver') },
        ]}
        {...serialInterface}
      />
      <NumberField
        label={t('batterySettings.pollingInterval')}
        {...pollingInterval}
        min={JKBMS_POLLING_INTERVAL_MIN_S}
        max={JKBMS_POLLING_INTERVAL_MAX_S}
        step={1}
        unit={t('batterySettings.seconds')}
        required
      />
    </Card>
  );
}
