// What a scenario-pack import would do (preview, with a "replace" choice per conflict) or did (result).
import { useTranslation } from 'react-i18next';
import type { PackImportReport } from '../../../shared/domain/library';
import { ImportReport } from './ImportReport';
import { ReportSection } from './ReportSection';

export function PackReportView(props: {
  report: PackImportReport;
  cultureName: (id: string) => string;
  replace?: ReadonlySet<string>;
  onReplace?: (uid: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { report } = props;
  const preview = report.dryRun;
  const counts = [
    { label: t('library:pack.scenarios'), value: report.scenarios },
    { label: preview ? t('library:pack.wouldAdd') : t('library:pack.added'), value: report.added, key: true },
    { label: t('library:pack.identical'), value: report.identical },
    preview
      ? { label: t('library:pack.conflicts'), value: report.conflicts.length, warning: report.conflicts.length > 0 }
      : { label: t('library:pack.replaced'), value: report.replaced },
    { label: t('library:pack.rejectedCount'), value: report.rejected.length, warning: report.rejected.length > 0 },
  ];
  return (
    <ImportReport report={report} counts={counts} rejectedTitle={t('library:pack.rejectedTitle')}>
      {preview && report.conflicts.length > 0 && (
        <ReportSection
          title={t('library:pack.conflictsTitle')}
          help={t('library:pack.conflictsHelp')}
          testId="import-conflicts"
        >
          <ul className="lib-scroll lib-conflicts">
            {report.conflicts.map((c) => (
              <li key={c.uid} className="spread-row lib-conflict">
                <div className="lib-conflict-titles">
                  <span>
                    <span className="lib-conflict-label">{t('library:pack.packVersion')}</span>{' '}
                    <strong dir="auto">{c.title}</strong>
                  </span>
                  <span>
                    <span className="lib-conflict-label">{t('library:pack.libraryVersion')}</span>{' '}
                    <span dir="auto">{c.existingTitle}</span>
                  </span>
                  <code dir="ltr">{c.uid}</code>
                </div>
                <label className="lib-check">
                  <input
                    type="checkbox"
                    checked={props.replace?.has(c.uid) ?? false}
                    onChange={(e) => props.onReplace?.(c.uid, e.target.checked)}
                    data-testid={`conflict-${c.uid}`}
                  />
                  <span>{t('library:pack.replace')}</span>
                </label>
              </li>
            ))}
          </ul>
        </ReportSection>
      )}

      {report.culturesAdded.length > 0 && (
        <ReportSection title={preview ? t('library:pack.culturesWouldAdd') : t('library:pack.culturesAdded')}>
          <ul className="lib-inline-list">
            {report.culturesAdded.map((id) => (
              <li key={id} className="lib-chip" dir="auto">
                {props.cultureName(id)}
              </li>
            ))}
          </ul>
        </ReportSection>
      )}
    </ImportReport>
  );
}
