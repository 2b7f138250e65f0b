// One submission import's preview or result: a line of totals and a table with each file, the
// trainee it is from and what importing does with it (or why it was rejected). Used by the exchange
// screen's import card and by the Opened files screen.
import { useTranslation } from 'react-i18next';
import type { RejectReason } from '../../../shared/exchange/schemas';
import type { SubmissionFileOutcome, SubmissionImportReport } from '../../../shared/exchange/types';
import { DataTable } from '../../components/DataTable/DataTable';

export function SubmissionReport(props: { report: SubmissionImportReport }) {
  const { t } = useTranslation();
  const { report } = props;
  const reasons: Record<RejectReason, string> = {
    corrupt: t('exchange:reasons.corrupt'),
    wrong_hash: t('exchange:reasons.wrongHash'),
    newer_app: t('exchange:reasons.newerApp'),
    too_large: t('exchange:reasons.tooLarge'),
    too_deep: t('exchange:reasons.tooDeep'),
    not_submission: t('exchange:reasons.notSubmission'),
    unknown_exercise: t('exchange:reasons.unknownExercise'),
    other_programme: t('exchange:reasons.otherProgramme'),
    invalid: t('exchange:reasons.invalid'),
    bad_signature: t('exchange:reasons.badSignature'),
    key_mismatch: t('exchange:reasons.keyMismatch'),
    duplicate: t('exchange:reasons.duplicate'),
  };
  const statusOf = (f: SubmissionFileOutcome): string =>
    ({
      new: t('exchange:submissions.statusNew', { n: f.attempts.new }),
      newer: t('exchange:submissions.statusNewer', { n: f.attempts.newer }),
      skipped: t('exchange:submissions.statusSkipped'),
      rejected: t('exchange:submissions.statusRejected'),
    })[f.status];
  return (
    <>
      <p role="status" data-testid="submission-totals">
        {report.dryRun
          ? t('exchange:submissions.preview', report.totals)
          : t('exchange:submissions.imported', report.totals)}
      </p>
      <DataTable
        wrap="exchange-table-wrap"
        columns={[t('exchange:submissions.file'), t('exchange:submissions.trainee'), t('exchange:submissions.status')]}
      >
        {report.files.map((f, index) => (
          <tr key={`${f.fileName}-${index}`}>
            <td dir="auto">{f.fileName}</td>
            <td dir="auto">{f.trainee ?? '–'}</td>
            <td>
              {statusOf(f)}
              {f.reason && ` · ${reasons[f.reason]}`}
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="muted">{t('exchange:submissions.reported')}</p>
    </>
  );
}
