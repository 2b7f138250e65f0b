// What importing a roster would do (or did): new accounts, rows naming people who already have an
// account (left unchanged), and rejected rows with their line number and reason.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterReport } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { useRosterReason } from './rosterReason';
import { DataTable } from '../../components/DataTable/DataTable';

/** One column of a group's table: its heading and each row's cell (names are user text). */
type Column<Row> = { heading: string; text: (row: Row) => ReactNode; className?: string; dir?: 'auto' };

/** One group of the report's rows under its heading, each row `roster-<id>-row`; nothing when the group is empty. */
function reportGroup<Row>(
  id: 'new' | 'existing' | 'rejected',
  title: string,
  rows: readonly Row[],
  columns: Column<Row>[],
) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`roster-${id}`} data-testid={`roster-${id}`}>
      <h3 id={`roster-${id}`}>{title}</h3>
      <DataTable wrap="acc-scroll" className="table" columns={columns.map((column) => column.heading)}>
        {rows.map((row, index) => (
          // The report is drawn whole and never reordered, so a row's place is its key.
          <tr key={index} data-testid={`roster-${id}-row`}>
            {columns.map(({ heading, text, ...cell }) => (
              <td key={heading} {...cell}>
                {text(row)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

export function RosterPreview({ report }: { report: RosterReport }) {
  const { t } = useTranslation();
  const reason = useRosterReason();
  const name: Column<{ displayName: string }> = {
    heading: t('accounts:list.name'),
    text: (row) => row.displayName,
    dir: 'auto',
  };
  const line: Column<{ line: number }> = {
    heading: t('accounts:roster.line'),
    text: (row) => row.line,
    className: 'acc-number',
  };
  const role: Column<RosterReport['created'][number]> = {
    heading: t('accounts:list.role'),
    text: (row) => roleLabel(t, row.role),
  };
  const why: Column<{ reason: string }> = {
    heading: t('accounts:roster.reasonTitle'),
    text: (row) => reason(row.reason),
  };
  return (
    <div className="acc-roster-report stack" data-testid="roster-preview">
      <p className="acc-roster-summary" role="status" data-testid="roster-summary">
        {t('accounts:roster.summaryNew', { count: report.created.length })}{' '}
        {t('accounts:roster.summaryExisting', { count: report.existing.length })}{' '}
        {t('accounts:roster.summaryRejected', { count: report.rejected.length })}
      </p>
      {reportGroup('new', t('accounts:roster.newTitle'), report.created, [name, role])}
      {reportGroup('existing', t('accounts:roster.existingTitle'), report.existing, [line, name])}
      {reportGroup('rejected', t('accounts:roster.rejectedTitle'), report.rejected, [line, why])}
    </div>
  );
}
