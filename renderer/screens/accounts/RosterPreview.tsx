// What importing a roster would do (or did): new accounts, rows naming people who already have an
// account (left unchanged), and rejected rows with their line number and reason.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterReport } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { useRosterReason } from './rosterReason';
import { DataTable } from '../../components/DataTable/DataTable';

/** One group of the report's rows under its heading; nothing when the group is empty. */
function ReportGroup<Row>(props: {
  id: 'new' | 'existing' | 'rejected';
  title: string;
  columns: [string, string];
  rows: readonly Row[];
  row: (row: Row) => ReactNode;
}) {
  if (props.rows.length === 0) return null;
  return (
    <section aria-labelledby={`roster-${props.id}`} data-testid={`roster-${props.id}`}>
      <h3 id={`roster-${props.id}`}>{props.title}</h3>
      <DataTable wrap="acc-scroll" className="table" columns={props.columns}>
        {props.rows.map(props.row)}
      </DataTable>
    </section>
  );
}

export function RosterPreview({ report }: { report: RosterReport }) {
  const { t } = useTranslation();
  const reason = useRosterReason();
  return (
    <div className="acc-roster-report stack" data-testid="roster-preview">
      <p className="acc-roster-summary" role="status" data-testid="roster-summary">
        {t('accounts:roster.summaryNew', { count: report.created.length })}{' '}
        {t('accounts:roster.summaryExisting', { count: report.existing.length })}{' '}
        {t('accounts:roster.summaryRejected', { count: report.rejected.length })}
      </p>
      <ReportGroup
        id="new"
        title={t('accounts:roster.newTitle')}
        columns={[t('accounts:list.name'), t('accounts:list.role')]}
        rows={report.created}
        row={(row) => (
          <tr key={row.displayName}>
            <td dir="auto">{row.displayName}</td>
            <td>{roleLabel(t, row.role)}</td>
          </tr>
        )}
      />
      <ReportGroup
        id="existing"
        title={t('accounts:roster.existingTitle')}
        columns={[t('accounts:roster.line'), t('accounts:list.name')]}
        rows={report.existing}
        row={(row) => (
          <tr key={row.line}>
            <td className="acc-number">{row.line}</td>
            <td dir="auto">{row.displayName}</td>
          </tr>
        )}
      />
      <ReportGroup
        id="rejected"
        title={t('accounts:roster.rejectedTitle')}
        columns={[t('accounts:roster.line'), t('accounts:roster.reasonTitle')]}
        rows={report.rejected}
        row={(row) => (
          <tr key={`${row.line}:${row.reason}`} data-testid="roster-rejected-row">
            <td className="acc-number">{row.line}</td>
            <td>{reason(row.reason)}</td>
          </tr>
        )}
      />
    </div>
  );
}
