// The text alternative beside a history chart: a small table of its figures with its caption, the
// notes that say how to read them, and the reminder when lower scores are better on the chosen set.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';

type Props = {
  testId: string;
  caption: string;
  columns: ReactNode[];
  /** Notes under the table, before the lower-is-better reminder. */
  notes?: string[];
  lowerIsBetter: boolean;
  children: ReactNode;
};

export function SummaryTable({ testId, caption, columns, notes = [], lowerIsBetter, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="hist-summary">
      <DataTable className="table hist-summary-table" testId={testId} caption={caption} columns={columns}>
        {children}
      </DataTable>
      {[...notes, ...(lowerIsBetter ? [t('history:lowerIsBetter')] : [])].map((note) => (
        <p key={note} className="hist-note">
          {note}
        </p>
      ))}
    </div>
  );
}
