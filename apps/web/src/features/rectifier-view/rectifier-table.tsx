import type { HuaweiLiveData, HuaweiValue } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PropertyTable } from '../../ui/property-table.tsx';

export type RectifierField = Exclude<keyof HuaweiLiveData, 'data_age'>;

/** The device sends no decimals for these values; these keep the table calm but precise enough. */
const LABELS: Readonly<Record<RectifierField, MessageKey>> = {
  input_voltage: 'rectifierView.voltage',
  input_current: 'rectifierView.current',
  input_power: 'rectifierView.power',
  input_temp: 'rectifierView.temperature',
  efficiency: 'rectifierView.efficiency',
  output_voltage: 'rectifierView.voltage',
  output_current: 'rectifierView.current',
  max_output_current: 'rectifierView.maxCurrent',
  output_power: 'rectifierView.power',
  output_temp: 'rectifierView.temperature',
};

const DIGITS: Readonly<Record<string, number>> = { V: 2, A: 2, W: 1, '°C': 1, '%': 1 };

/** Input or output side of the rectifier as a property/value/unit table. */
export function RectifierTable({
  title,
  data,
  fields,
}: {
  title: string;
  data: HuaweiLiveData;
  fields: readonly RectifierField[];
}) {
  const { t, format } = useI18n();
  return (
    <section className="card h-100" aria-label={title}>
      <h3 className="card-header h6">{title}</h3>
      <PropertyTable
        headers={[t('rectifierView.property'), t('rectifierView.value'), t('rectifierView.unit')]}
        rows={fields.map((field) => {
          const value: HuaweiValue | undefined = data[field];
          return {
            key: field,
            label: t(LABELS[field]),
            value: value ? format.decimal(value.v, DIGITS[value.u] ?? 2) : '—',
            unit: value?.u,
          };
        })}
      />
    </section>
  );
}
