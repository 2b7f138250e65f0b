// What importing a roster would do (or did): new accounts, rows naming people who already have an
// account (left unchanged), and rejected rows with their line number and reason.
import { useTranslation } from 'react-i18next';
import type { RosterReport } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { useRosterReason } from './rosterReason';
import { DataTable } from '../../components/DataTable/DataTable';

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
      {report.created.length > 0 && (
        <section aria-labelledby="roster-new" data-testid="roster-new">
          <h3 id="roster-new">{t('accounts:roster.newTitle')}</h3>
          <DataTable wrap="acc-scroll" className="table" columns={[t('accounts:list.name'), t('accounts:list.role')]}>
            {report.created.map((row) => (
              <tr key={row.displayName}>
                <td dir="auto">{row.displayName}</td>
                <td>{roleLabel(t, row.role)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      {report.existing.length > 0 && (
        <section aria-labelledby="roster-existing" data-testid="roster-existing">
          <h3 id="roster-existing">{t('accounts:roster.existingTitle')}</h3>
          <DataTable wrap="acc-scroll" className="table" columns={[t('accounts:roster.line'), t('accounts:list.name')]}>
            {report.existing.map((row) => (
              <tr key={row.line}>
                <td className="acc-number">{row.line}</td>
                <td dir="auto">{row.displayName}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      {report.rejected.length > 0 && (
        <section aria-labelledby="roster-rejected" data-testid="roster-rejected">
          <h3 id="roster-rejected">{t('accounts:roster.rejectedTitle')}</h3>
          <DataTable
            wrap="acc-scroll"
            className="table"
            columns={[t('accounts:roster.line'), t('accounts:roster.reasonTitle')]}
          >
            {report.rejected.map((row) => (
              <tr key={`${row.line}:${row.reason}`} data-testid="roster-rejected-row">
                <td className="acc-number">{row.line}</td>
                <td>{reason(row.reason)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </div>
  );
}
