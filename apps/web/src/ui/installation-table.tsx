import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import type { LiveInverter } from '../live/livedata-types.ts';
import { formatEnergy, formatPower } from './format-energy.ts';
import { inverterFigures } from './installation-figures.ts';
import { InverterStateLabel } from './inverter-state-label.tsx';

/** One inverter and its inputs; `device` fills the device column of the combined table (`/sites`). */
export function InverterRows({ inverter, device }: { inverter: LiveInverter; device?: string }) {
  const { t, format } = useI18n();
  const figures = inverterFigures(inverter);
  const deviceCell = device !== undefined && <td>{device}</td>;
  return (
    <>
      <tr>
        {deviceCell}
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
          {deviceCell}
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
 * Every inverter and input as one table (`InverterRows` as children): reads well with a screen
 * reader's table commands. No scroll container: the columns wrap at 375 px instead.
 */
export function InstallationTable({ device, children }: { device?: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <table className="table table-sm align-middle small">
      <caption>{t('overview.tableCaption')}</caption>
      <thead>
        <tr>
          {device && <th scope="col">{t('chargeControllerView.section_device')}</th>}
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
      <tbody>{children}</tbody>
    </table>
  );
}
