// What a scenario-pack import would do (preview, with a "replace" choice per conflict) or did (result).
import { useTranslation } from 'react-i18next';
import type { PackImportReport } from '../../../shared/domain/library';
import { RejectedList } from './RejectedList';

export function PackReportView(props: {
  report: PackImportReport;
  cultureName: (id: string) => string;
  replace?: ReadonlySet<string>;
  onReplace?: (uid: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { report } = props;
  const preview = report.dryRun;
  return (
    <div className="lib-report" data-testid={preview ? 'import-preview' : 'import-result'}>
      <h3>{preview ? t('library:report.previewTitle') : t('library:report.resultTitle')}</h3>
      <dl className="lib-report-counts">
        <div>
          <dt>{t('library:pack.scenarios')}</dt>
          <dd>{report.scenarios}</dd>
        </div>
        <div className="is-key">
          <dt>{preview ? t('library:pack.wouldAdd') : t('library:pack.added')}</dt>
          <dd data-testid="import-count">{report.added}</dd>
        </div>
        <div>
          <dt>{t('library:pack.identical')}</dt>
          <dd>{report.identical}</dd>
        </div>
        {preview ? (
          <div className={report.conflicts.length > 0 ? 'is-warning' : undefined}>
            <dt>{t('library:pack.conflicts')}</dt>
            <dd>{report.conflicts.length}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('library:pack.replaced')}</dt>
            <dd>{report.replaced}</dd>
          </div>
        )}
        <div className={report.rejected.length > 0 ? 'is-warning' : undefined}>
          <dt>{t('library:pack.rejectedCount')}</dt>
          <dd>{report.rejected.length}</dd>
        </div>
      </dl>

      {preview && report.conflicts.length > 0 && (
        <section className="lib-report-section" data-testid="import-conflicts">
          <h4>{t('library:pack.conflictsTitle')}</h4>
          <p className="muted">{t('library:pack.conflictsHelp')}</p>
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
        </section>
      )}

      {report.culturesAdded.length > 0 && (
        <section className="lib-report-section">
          <h4>{preview ? t('library:pack.culturesWouldAdd') : t('library:pack.culturesAdded')}</h4>
          <ul className="lib-inline-list">
            {report.culturesAdded.map((id) => (
              <li key={id} className="lib-chip" dir="auto">
                {props.cultureName(id)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <RejectedList rejected={report.rejected} title={t('library:pack.rejectedTitle')} />
      <RejectedList
        rejected={report.trimmed.map((n) => ({ file: n.file, line: n.line, reason: `${n.uid}: ${n.what}` }))}
        title={t('imports:trimmedTitle', { count: report.trimmed.length })}
        help={t('imports:trimmedHelp')}
        testId="import-trimmed"
      />
    </div>
  );
}
