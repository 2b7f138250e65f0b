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
import { RowTable } from '../../components/DataTable/RowTable';

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
      <RowTable
        wrap="acc-scroll"
        className="table acc-codes-table"
        rows={report.created}
        rowKey={(row) => row.profileId}
        rowAttributes={() => ({ 'data-testid': 'issued-codes-row' })}
        columns={[
          { head: t('accounts:list.name'), cell: (row) => row.displayName, dir: 'auto' },
          { head: t('accounts:list.role'), cell: (row) => roleLabel(t, row.role) },
          { head: t('accounts:codes.code'), cell: (row) => row.code, dir: 'ltr', className: 'acc-code-cell' },
          { head: t('accounts:codes.link'), cell: (row) => joinLink(row.code), dir: 'ltr', className: 'acc-link-cell' },
          { head: t('accounts:codes.validUntil'), cell: (row) => date(row.expiresAt) },
        ]}
      />
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
