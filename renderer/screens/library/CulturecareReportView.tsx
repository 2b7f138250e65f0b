// What a CultureCare import would do (preview) or did (result): counts, phrases that could not be
// found in the text (first 20) and rejected lines.
import { useTranslation } from 'react-i18next';
import type { CulturecareImportReport } from '../../../shared/domain/library';
import { RejectedList } from './RejectedList';
import { DataTable } from '../../components/DataTable/DataTable';
import { ImportReport } from './ImportReport';
import { ReportSection } from './ReportSection';

const MAX_MISSES = 20;

export function CulturecareReportView({ report }: { report: CulturecareImportReport }) {
  const { t } = useTranslation();
  const preview = report.dryRun;
  const misses = report.phrasesNotAnchored;
  const moreMisses = misses.length - MAX_MISSES;
  // Phrases of records without a text yet: neither found nor missed, they wait for a texts file.
  const waiting = Math.max(0, report.phrases - report.phrasesAnchored - misses.length);
  const counts = [
    { label: t('library:cc.records'), value: report.records },
    { label: preview ? t('library:cc.wouldImport') : t('library:cc.imported'), value: report.imported, key: true },
    { label: t('library:cc.existing'), value: report.skippedExisting.length },
    { label: preview ? t('library:cc.textsWouldFill') : t('library:cc.textsFilled'), value: report.textsFilled },
    {
      label: t('library:cc.anchored'),
      value: t('library:cc.anchoredValue', { anchored: report.phrasesAnchored, total: report.phrases }),
    },
    { label: t('library:cc.notAnchored'), value: misses.length, warning: misses.length > 0 },
    ...(waiting > 0 ? [{ label: t('library:cc.waitingForText'), value: waiting }] : []),
    { label: t('library:report.rejectedCount'), value: report.rejected.length, warning: report.rejected.length > 0 },
  ];
  return (
    <ImportReport
      report={report}
      counts={counts}
      rejectedTitle={t('library:report.rejectedLines')}
      after={
        <RejectedList
          rejected={report.textsUnmatched}
          title={t('imports:unmatchedTitle', { count: report.textsUnmatched.length })}
          help={t('imports:unmatchedHelp')}
          testId="import-texts-unmatched"
        />
      }
    >
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
        <ReportSection
          title={t('library:cc.notAnchoredTitle')}
          help={t('library:cc.notAnchoredHelp')}
          testId="import-not-anchored"
        >
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
        </ReportSection>
      )}
    </ImportReport>
  );
}
