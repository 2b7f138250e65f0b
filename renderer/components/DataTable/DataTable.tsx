// A data table with its column headings: an optional scrolling wrapper, a caption (shown or only for
// screen readers) and one header row; the caller gives the body rows. One place for the table frame
// that the accounts, library, settings, exchange, history and dashboard screens all draw.
import type { ReactNode } from 'react';

/** The table's frame: its wrapper, classes, test id, caption and busy state. */
export type DataTableFrame = {
  /** The wrapper's classes (for example 'table-scroll'); no wrapper when absent. */
  wrap?: string;
  /** The table's classes, in full (most tables want 'table ...'). */
  className?: string;
  testId?: string;
  caption?: ReactNode;
  /** The caption is read by screen readers but not shown. */
  hiddenCaption?: boolean;
  /** The rows are being refreshed. */
  busy?: boolean;
};

type Props = DataTableFrame & {
  /** The column headings, in order. */
  columns: ReactNode[];
  /** The children are whole <tbody> elements (pages of rows) rather than rows. */
  bodies?: boolean;
  children: ReactNode;
};

export function DataTable(props: Props) {
  const { wrap, className, testId, caption, hiddenCaption, columns, busy, bodies, children } = props;
  const table = (
    <table className={className} data-testid={testId} aria-busy={busy}>
      {caption !== undefined && <caption className={hiddenCaption ? 'visually-hidden' : undefined}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {bodies ? children : <tbody>{children}</tbody>}
    </table>
  );
  return wrap ? <div className={wrap}>{table}</div> : table;
}
