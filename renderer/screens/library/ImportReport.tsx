// The frame of every import report in the library (CultureCare files, scenario packs): the preview
// or result heading, the counts (the key one marked, the worrying ones warned), the import's own
// sections, then the rejected lines and the annotations cut at the import limits.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RejectedLine, TrimmedNote } from '../../../shared/domain/library';
import { RejectedList } from './RejectedList';

export type ReportCount = {
  label: string;
  value: ReactNode;
  /** The count the import is about (what it adds): emphasised, and what the tests read. */
  key?: boolean;
  warning?: boolean;
};

type Props = {
  report: { dryRun: boolean; rejected: RejectedLine[]; trimmed: TrimmedNote[] };
  counts: ReportCount[];
  rejectedTitle: string;
  /** Sections between the counts and the rejected lines. */
  children?: ReactNode;
  /** Sections after the cut annotations. */
  after?: ReactNode;
};

export function ImportReport({ report, counts, rejectedTitle, children, after }: Props) {
  const { t } = useTranslation();
  const preview = report.dryRun;
  return (
    <div className="lib-report" data-testid={preview ? 'import-preview' : 'import-result'}>
      <h3>{preview ? t('library:report.previewTitle') : t('library:report.resultTitle')}</h3>
      <dl className="lib-report-counts">
        {counts.map((c) => (
          <div key={c.label} className={c.key ? 'is-key' : c.warning ? 'is-warning' : undefined}>
            <dt>{c.label}</dt>
            <dd data-testid={c.key ? 'import-count' : undefined}>{c.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <RejectedList rejected={report.rejected} title={rejectedTitle} />
      <RejectedList
        rejected={report.trimmed.map((n) => ({ file: n.file, line: n.line, reason: `${n.uid}: ${n.what}` }))}
        title={t('imports:trimmedTitle', { count: report.trimmed.length })}
        help={t('imports:trimmedHelp')}
        testId="import-trimmed"
      />
      {after}
    </div>
  );
}
