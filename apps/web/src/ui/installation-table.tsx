import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { inverterState } from '../live/inverter-state.ts';
import type { LiveInverter } from '../live/livedata-types.ts';
import { formatEnergy, formatPower } from './format-energy.ts';
import { InverterStateLabel } from './inverter-state-label.tsx';
import { TableHead } from './table-head.tsx';

/**
 * One inverter and its inputs (by number: integer-like keys enumerate in ascending order); `device`
 * fills the device column of the combined table (`/sites`). Power and yield show '—' until the
 * device sent the inverter's channel data; the share of peak power only where max power is set.
 * `notCurrent` (the device's data are old: offline, stale) replaces the state, and the power goes:
 * a dead device's last values are no current production. `today` replaces the inverter's own
 * YieldDay where that is no day counter (an inverter that runs at night): from the recorded
 * counters, "≥" where the recorder missed today's midnight.
 */
export function InverterRows({
  inverter,
  device,
  notCurrent,
  today,
}: {
  inverter: LiveInverter;
  device?: string;
  notCurrent?: string;
  today?: { wh: number; atLeast: boolean };
}) {
  const { t, format } = useI18n();
  const deviceCell = device !== undefined && <td>{device}</td>;
  return (
    <>
      <tr>
        {deviceCell}
        <th scope="row">
          {inverter.name}
          {/* The state under the name: a column of its own would stay empty on every input row. */}
          <div className="fw-normal">
            {notCurrent ?? <InverterStateLabel state={inverterState(inverter)} />}
          </div>
        </th>
        <td className="text-end">
          {formatPower(format, notCurrent ? undefined : inverter.AC?.['0']?.Power.v)}
        </td>
        <td />
        <td className="text-end">
          {today
            ? `${today.atLeast ? '≥ ' : ''}${formatEnergy(format, today.wh)}`
            : formatEnergy(format, inverter.INV?.['0']?.YieldDay.v)}
        </td>
      </tr>
      {Object.entries(inverter.DC ?? {}).map(([key, dc]) => {
        const powerW = notCurrent ? undefined : dc.Power.v;
        const ratio = (powerW ?? 0) / (dc.Irradiation?.max ?? 0);
        return (
          <tr key={key}>
            {deviceCell}
            <th scope="row" className="fw-normal ps-4">
              {dc.name.u || t('overview.inputNumber', { n: +key + 1 })}
            </th>
            <td className="text-end">{formatPower(format, powerW)}</td>
            <td className="text-end">
              {notCurrent ? (
                '—'
              ) : ratio < Number.POSITIVE_INFINITY ? (
                <>
                  <meter className="d-block w-100" value={ratio} aria-hidden="true" />
                  {format.percent(ratio)}
                </>
              ) : (
                t('overview.noWp')
              )}
            </td>
            <td className="text-end">{formatEnergy(format, dc.YieldDay.v)}</td>
          </tr>
        );
      })}
    </>
  );
}

/**
 * Every inverter and input as one table (`InverterRows` as children): reads well with a screen
 * reader's table commands. Its pages put it in a `TableScroll`: long headers (German) may not
 * fit a phone's width even wrapped.
 */
export function InstallationTable({ device, children }: { device?: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <table className="table table-sm align-middle small">
      <caption>{t('overview.tableCaption')}</caption>
      <TableHead
        columns={[device && t('chargeControllerView.section_device'), t('nav.inverter')]}
        end={[t('liveView.Power'), t('overview.perWp'), t('liveView.yieldToday')]}
      />
      <tbody>{children}</tbody>
    </table>
  );
}
