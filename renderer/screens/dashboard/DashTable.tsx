// The text alternative beside a dashboard chart: a scrolling table of the chart's figures with its
// caption and column headings, and the note under it that says how to read them (when there is one).
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable/DataTable';

type Props = { testId: string; caption: string; columns: ReactNode[]; note?: ReactNode; children: ReactNode };

export function DashTable({ testId, caption, columns, note, children }: Props) {
  return (
    <>
      <DataTable wrap="table-scroll" className="table dash-table" testId={testId} caption={caption} columns={columns}>
        {children}
      </DataTable>
      {note && <p className="dash-note">{note}</p>}
    </>
  );
}
