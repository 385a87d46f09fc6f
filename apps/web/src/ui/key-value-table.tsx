import type { ReactNode } from 'react';

/** One labelled value per row: the building block of every info card. */
export type KeyValueRow = [label: string, value: ReactNode];

/** A two-column table whose first column labels each row (row headers for screen readers). */
export function KeyValueTable({ rows }: { rows: KeyValueRow[] }) {
  return (
    <table className="table table-sm mb-0">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-50 fw-normal text-break">
              {label}
            </th>
            <td className="text-break">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
