// The opened submission files (.ccsubmission), together: trainees' hand-ins for a supervisor or
// instructor, who previews all of them at once (new, newer, already imported, rejected with the
// reason) and imports them as one batch (undone from the exchange screen). A trainee is told the
// file is for their supervisor.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { SubmissionImportReport } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { SubmissionReport } from '../exchange/SubmissionReport';

export function OpenedSubmissionsCard(props: {
  files: OpenedFile[];
  staff: boolean;
  result: SubmissionImportReport | null;
  onDismiss: (id: number) => void;
  onDone: (result: SubmissionImportReport) => void;
}) {
  const { t } = useTranslation();
  const { files, staff, result } = props;
  const importFiles = useApiMutation('files.importSubmissions');
  const [preview, setPreview] = useState<SubmissionImportReport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const readable = files.filter((f) => !f.problem);
  const key = readable.map((f) => f.id).join(',');
  useEffect(() => {
    if (!staff || result || key === '') return;
    importFiles.mutateAsync({ ids: key.split(',').map(Number), dryRun: true }).then((report) => {
      setError(null);
      setPreview(report);
    }, setError);
    // Previewed again only when the waiting files change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staff, result, key]);
  const importNow = async () => {
    setError(null);
    try {
      props.onDone(await importFiles.mutateAsync({ ids: readable.map((f) => f.id), dryRun: false }));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="card opened-file" aria-labelledby="opened-submissions" data-testid="opened-submissions">
      <h2 id="opened-submissions">{t('openedExchange:submissions.title', { n: files.length })}</h2>
      <p className="muted" data-testid="opened-kind">
        {t('openedExchange:kind.submission')}
      </p>
      <p>{staff ? t('openedExchange:submissions.forStaff') : t('openedExchange:submissions.forTrainee')}</p>
      <ul className="opened-names">
        {files.map((f) => (
          <li key={f.id}>
            <span dir="auto">{f.fileName}</span>
            {f.problem === 'too_large' && <span role="alert"> · {t('opened:tooLarge')}</span>}
            {f.problem === 'unreadable' && <span role="alert"> · {t('opened:unreadable')}</span>}{' '}
            {!result && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => props.onDismiss(f.id)}
                aria-label={t('openedExchange:submissions.dismissOne', { name: f.fileName })}
              >
                {t('opened:dismiss')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error !== null && <ErrorText error={error} />}
      {result ? (
        <div data-testid="opened-submissions-result">
          <SubmissionReport report={result} />
          <p>
            <Link to="/review">{t('openedExchange:submissions.toReview')}</Link> ·{' '}
            <Link to="/exchange">{t('openedExchange:submissions.toUndo')}</Link>
          </p>
        </div>
      ) : (
        staff &&
        preview && (
          <div data-testid="opened-submissions-preview">
            <SubmissionReport report={preview} />
            <button
              type="button"
              className="button primary"
              disabled={importFiles.isPending || preview.totals.new + preview.totals.newer === 0}
              onClick={() => void importNow()}
              data-testid="opened-import-submissions"
            >
              {t('openedExchange:submissions.import')}
            </button>
          </div>
        )
      )}
    </section>
  );
}
