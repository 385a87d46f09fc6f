import type { ReactNode } from 'react';

/** One measured value: its label, the formatted value and its unit. */
export interface PropertyRow {
  key: string;
  label: string;
  value: ReactNode;
  unit?: string;
}

/** The property / value / unit table every device view uses (charge controller, battery, rectifier). */
export function PropertyTable({
  headers,
  rows,
  labelledBy,
}: {
  /** Translated column titles: property, value, unit. */
  headers: readonly [string, string, string];
  rows: readonly PropertyRow[];
  labelledBy?: string;
}) {
  return (
    <table className="table table-sm table-striped mb-0" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col" className="text-end">
            {headers[1]}
          </th>
          <th scope="col">{headers[2]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{row.value}</td>
            <td>{row.unit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
