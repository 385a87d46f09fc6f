import type { ReactNode } from 'react';

export interface TableHeadProps {
  /**
   * Headers of the text columns, left-aligned; `false` or `undefined` leaves a column out (what
   * `optional && label` gives when the flag is not set: an empty header would shift every title).
   */
  columns: readonly (ReactNode | false | undefined)[];
  /** Headers of the number columns that follow, right-aligned like their values. */
  end?: readonly ReactNode[];
  className?: string;
}

/** A table's header row: one column header (`scope="col"`) per entry. */
export function TableHead({ columns, end = [], className }: TableHeadProps) {
  const heads = [
    ...columns.flatMap((label) =>
      label === false || label === undefined ? [] : [[label, undefined] as const],
    ),
    ...end.map((label) => [label, 'text-end'] as const),
  ];
  return (
    <thead className={className}>
      <tr>
        {heads.map(([label, align], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a position is a column.
          <th key={index} scope="col" className={align}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
