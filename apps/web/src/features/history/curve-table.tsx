import { MINUTE_MS } from '../../history/device-time.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { clock, watts } from './chart-format.ts';
import type { CurveSeries } from './chart-series.ts';

function mean(values: readonly (number | undefined)[], from: number): number | undefined {
  const seen = values.slice(from, from + 15).filter((v): v is number => v !== undefined);
  return seen.length ? seen.reduce((a, b) => a + b, 0) / seen.length : undefined;
}

/** The curve as a table of 15-minute means (observed minutes only). */
export function CurveTable({
  series,
  meter,
  soc,
  midnight,
  offsetMin,
}: {
  series: CurveSeries[];
  meter?: (number | undefined)[];
  soc?: (number | undefined)[];
  midnight: number;
  offsetMin: number;
}) {
  const { t, format } = useI18n();
  const cell = (v: number | undefined, unit = 'W') =>
    v === undefined ? '–' : unit === 'W' ? watts(format, v) : `${format.decimalNoDigits(v)} %`;
  const rows = [];
  for (let m = 0; m < 1440; m += 15) {
    const values = series.map((s) => mean(s.values, m));
    const site = [meter && mean(meter, m), soc && mean(soc, m)];
    if (values.every((v) => v === undefined) && site.every((v) => v === undefined)) continue;
    rows.push(
      <tr key={m}>
        <th scope="row">{clock(midnight + m * MINUTE_MS, offsetMin)}</th>
        {values.map((v, i) => (
          <td key={series[i]?.key}>{cell(v)}</td>
        ))}
        {meter && <td>{cell(site[0])}</td>}
        {soc && <td>{cell(site[1], '%')}</td>}
      </tr>,
    );
  }
  return (
    <details>
      <summary>{t('history.table')}</summary>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              {series.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
              {meter && <th scope="col">{t('history.meter')}</th>}
              {soc && <th scope="col">{t('history.soc')}</th>}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
    </details>
  );
}
