// The join codes a roster import just made, shown this once: a table to print and hand out (the
// page prints only this table), a CSV download (name, code, link) and the rows not imported.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterReport } from '../../../shared/domain/accounts';
import { roleLabel } from '../../components/roleLabels';
import { downloadFile } from '../../components/downloadFile';
import { codesCsv } from './codesCsv';
import { joinLink } from './joinLink';
import { useDateText } from './useDateText';
import { DataTable } from '../../components/DataTable/DataTable';

export function IssuedCodesPanel({ report, onDone }: { report: RosterReport; onDone: () => void }) {
  const { t } = useTranslation();
  const { date } = useDateText();
  const heading = useRef<HTMLHeadingElement>(null);
  // The import dialog has closed: the codes are what to look at next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card acc-codes acc-print-area" aria-labelledby="codes-title" data-testid="issued-codes">
      <h2 id="codes-title" ref={heading} tabIndex={-1}>
        {t('accounts:codes.title', { count: report.created.length })}
      </h2>
      <p className="acc-once acc-no-print" role="note">
        {t('accounts:codes.tableShownOnce')}
      </p>
      <p className="acc-print-only">{t('accounts:codes.printIntro')}</p>
      <DataTable
        wrap="acc-scroll"
        className="table acc-codes-table"
        columns={[
          t('accounts:list.name'),
          t('accounts:list.role'),
          t('accounts:codes.code'),
          t('accounts:codes.link'),
          t('accounts:codes.validUntil'),
        ]}
      >
        {report.created.map((row) => (
          <tr key={row.profileId} data-testid="issued-codes-row">
            <td dir="auto">{row.displayName}</td>
            <td>{roleLabel(t, row.role)}</td>
            <td dir="ltr" className="acc-code-cell">
              {row.code}
            </td>
            <td dir="ltr" className="acc-link-cell">
              {joinLink(row.code)}
            </td>
            <td>{date(row.expiresAt)}</td>
          </tr>
        ))}
      </DataTable>
      {(report.existing.length > 0 || report.rejected.length > 0) && (
        <p className="muted acc-no-print" data-testid="issued-codes-skipped">
          {t('accounts:roster.summaryExisting', { count: report.existing.length })}{' '}
          {t('accounts:roster.summaryRejected', { count: report.rejected.length })}
        </p>
      )}
      <div className="button-row acc-no-print">
        <button
          type="button"
          className="button secondary"
          onClick={() => downloadFile('join-codes.csv', codesCsv(report.created), 'text/csv;charset=utf-8')}
          data-testid="codes-download"
        >
          {t('accounts:codes.download')}
        </button>
        <button type="button" className="button secondary" onClick={() => window.print()} data-testid="codes-print">
          {t('accounts:codes.print')}
        </button>
        <button type="button" className="button primary" onClick={onDone} data-testid="codes-done">
          {t('accounts:codes.done')}
        </button>
      </div>
    </section>
  );
}
