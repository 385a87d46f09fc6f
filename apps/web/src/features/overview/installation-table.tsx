import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';
import { formatEnergy, formatPower } from './format-energy.ts';
import { inverterFigures } from './installation-figures.ts';

function InverterRows({ serial }: { serial: string }) {
  const { t, format } = useI18n();
  const entry = useLiveInverter(serial);
  if (!entry) return null;
  const figures = inverterFigures(entry.inverter);
  return (
    <>
      <tr>
        <th scope="row">{figures.name}</th>
        <td>
          <InverterStateLabel state={figures.state} />
        </td>
        <td className="text-end">{formatPower(format, figures.acPowerW)}</td>
        <td />
        <td className="text-end">{formatEnergy(format, figures.yieldDayWh)}</td>
      </tr>
      {figures.inputs.map((input) => (
        <tr key={input.index}>
          <th scope="row" className="fw-normal ps-4">
            {input.name || t('overview.inputNumber', { n: input.index + 1 })}
          </th>
          <td />
          <td className="text-end">{formatPower(format, input.powerW)}</td>
          <td className="text-end">
            {input.ratio === undefined ? t('overview.noWp') : format.percent(input.ratio)}
          </td>
          <td className="text-end">{formatEnergy(format, input.yieldDayWh)}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * The same figures as the tiles, as one table: reads well with a screen reader's table commands.
 * No scroll container: the columns wrap at 375 px instead.
 */
export function InstallationTable({ serials }: { serials: readonly string[] }) {
  const { t } = useI18n();
  return (
    <table className="table table-sm align-middle small">
      <caption>{t('overview.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('nav.inverter')}</th>
          <th scope="col">{t('overview.state')}</th>
          <th scope="col" className="text-end">
            {t('liveView.Power')}
          </th>
          <th scope="col" className="text-end">
            {t('overview.perWp')}
          </th>
          <th scope="col" className="text-end">
            {t('liveView.yieldToday')}
          </th>
        </tr>
      </thead>
      <tbody>
        {serials.map((serial) => (
          <InverterRows key={serial} serial={serial} />
        ))}
      </tbody>
    </table>
  );
}
