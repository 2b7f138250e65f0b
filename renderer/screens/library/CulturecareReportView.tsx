// What a CultureCare import would do (preview) or did (result): counts, phrases that could not be
// found in the text (first 20) and rejected lines.
import { useTranslation } from 'react-i18next';
import type { CulturecareImportReport } from '../../../shared/domain/library';
import { RejectedList } from './RejectedList';
import { DataTable } from '../../components/DataTable/DataTable';

const MAX_MISSES = 20;

export function CulturecareReportView({ report }: { report: CulturecareImportReport }) {
  const { t } = useTranslation();
  const preview = report.dryRun;
  const misses = report.phrasesNotAnchored;
  const moreMisses = misses.length - MAX_MISSES;
  // Phrases of records without a text yet: neither found nor missed, they wait for a texts file.
  const waiting = Math.max(0, report.phrases - report.phrasesAnchored - misses.length);
  return (
    <div className="lib-report" data-testid={preview ? 'import-preview' : 'import-result'}>
      <h3>{preview ? t('library:report.previewTitle') : t('library:report.resultTitle')}</h3>
      <dl className="lib-report-counts">
        <div>
          <dt>{t('library:cc.records')}</dt>
          <dd>{report.records}</dd>
        </div>
        <div className="is-key">
          <dt>{preview ? t('library:cc.wouldImport') : t('library:cc.imported')}</dt>
          <dd data-testid="import-count">{report.imported}</dd>
        </div>
        <div>
          <dt>{t('library:cc.existing')}</dt>
          <dd>{report.skippedExisting.length}</dd>
        </div>
        <div>
          <dt>{preview ? t('library:cc.textsWouldFill') : t('library:cc.textsFilled')}</dt>
          <dd>{report.textsFilled}</dd>
        </div>
        <div>
          <dt>{t('library:cc.anchored')}</dt>
          <dd>{t('library:cc.anchoredValue', { anchored: report.phrasesAnchored, total: report.phrases })}</dd>
        </div>
        <div className={misses.length > 0 ? 'is-warning' : undefined}>
          <dt>{t('library:cc.notAnchored')}</dt>
          <dd>{misses.length}</dd>
        </div>
        {waiting > 0 && (
          <div>
            <dt>{t('library:cc.waitingForText')}</dt>
            <dd>{waiting}</dd>
          </div>
        )}
        <div className={report.rejected.length > 0 ? 'is-warning' : undefined}>
          <dt>{t('library:report.rejectedCount')}</dt>
          <dd>{report.rejected.length}</dd>
        </div>
      </dl>

      {report.skippedExisting.length > 0 && (
        <details className="lib-report-section">
          <summary>{t('library:cc.existingList', { count: report.skippedExisting.length })}</summary>
          <ul className="lib-scroll lib-uid-list">
            {report.skippedExisting.map((uid) => (
              <li key={uid} dir="ltr">
                <code>{uid}</code>
              </li>
            ))}
          </ul>
        </details>
      )}

      {misses.length > 0 && (
        <section className="lib-report-section" data-testid="import-not-anchored">
          <h4>{t('library:cc.notAnchoredTitle')}</h4>
          <p className="muted">{t('library:cc.notAnchoredHelp')}</p>
          <DataTable
            wrap="lib-scroll"
            className="table lib-report-table"
            columns={[t('library:cc.uid'), t('library:cc.where'), t('library:cc.phrase')]}
          >
            {misses.slice(0, MAX_MISSES).map((m, index) => (
              <tr key={`${m.uid}:${m.where}:${index}`}>
                <td dir="ltr" className="lib-cell-file">
                  <code>{m.uid}</code>
                </td>
                <td>{m.where === 'post' ? t('library:cc.wherePost') : t('library:cc.whereReply')}</td>
                <td dir="auto">{m.phrase}</td>
              </tr>
            ))}
          </DataTable>
          {moreMisses > 0 && <p className="muted lib-more">{t('library:cc.moreMisses', { count: moreMisses })}</p>}
        </section>
      )}

      <RejectedList rejected={report.rejected} title={t('library:report.rejectedLines')} />
      <RejectedList
        rejected={report.trimmed.map((n) => ({ file: n.file, line: n.line, reason: `${n.uid}: ${n.what}` }))}
        title={t('imports:trimmedTitle', { count: report.trimmed.length })}
        help={t('imports:trimmedHelp')}
        testId="import-trimmed"
      />
      <RejectedList
        rejected={report.textsUnmatched}
        title={t('imports:unmatchedTitle', { count: report.textsUnmatched.length })}
        help={t('imports:unmatchedHelp')}
        testId="import-texts-unmatched"
      />
    </div>
  );
}
