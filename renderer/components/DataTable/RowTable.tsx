// A data table drawn from its rows and a list of column descriptors: each column names its heading
// next to what its cells show (and the cells' classes, direction and test id), so headings and cells
// cannot drift apart. With `empty`, a line stands in for the table when there are no rows. The
// frame (wrapper, caption, header row) is DataTable's.
import type { ReactNode } from 'react';
import { DataTable, type DataTableFrame } from './DataTable';

export type Column<Row> = {
  head: ReactNode;
  /** The heading is read by screen readers but not shown (an actions column). */
  hiddenHead?: boolean;
  cell: (row: Row) => ReactNode;
  className?: string;
  dir?: 'auto' | 'ltr';
  /** The cell heads its row (<th scope="row">). */
  rowHead?: boolean;
  testId?: string;
};

/** A row's own attributes: classes and data-* attributes (test id, state). */
export type RowAttributes = { className?: string } & { [name: `data-${string}`]: string | undefined };

type Props<Row> = DataTableFrame & {
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** The classes of the empty line; 'muted' unless given. */
  emptyClassName?: string;
};

export function RowTable<Row>({ rows, columns, rowKey, rowAttributes, empty, emptyClassName, ...frame }: Props<Row>) {
  if (empty !== undefined && rows.length === 0) return <p className={emptyClassName ?? 'muted'}>{empty}</p>;
  const heads = columns.map(({ head, hiddenHead }) =>
    hiddenHead ? <span className="visually-hidden">{head}</span> : head,
  );
  return (
    <DataTable {...frame} columns={heads}>
      {rows.map((row) => (
        <tr key={rowKey(row)} {...rowAttributes?.(row)}>
          {columns.map(({ cell, className, dir, rowHead, testId }, index) => {
            const Cell = rowHead ? 'th' : 'td';
            return (
              <Cell
                key={index}
                scope={rowHead ? 'row' : undefined}
                className={className}
                dir={dir}
                data-testid={testId}
              >
                {cell(row)}
              </Cell>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
