import type { ReactNode } from 'react';

export interface TableHeadProps {
  /** Headers of the text columns, left-aligned; `false` leaves a column out. */
  columns: readonly (ReactNode | false)[];
  /** Headers of the number columns that follow, right-aligned like their values. */
  end?: readonly ReactNode[];
  className?: string;
}

/** A table's header row: one column header (`scope="col"`) per entry. */
export function TableHead({ columns, end = [], className }: TableHeadProps) {
  const heads = [
    ...columns.flatMap((label) => (label === false ? [] : [[label, undefined] as const])),
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
