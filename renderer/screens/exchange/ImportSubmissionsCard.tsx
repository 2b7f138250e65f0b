// Supervisors and instructors: import trainees' submission files, many at once (files, or the zip an
// LMS assignment download gives). A preview lists every file as new, newer, already imported or
// rejected with the reason before anything is written; imports can be undone (asking first when
// their attempts were reviewed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionImportReport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ExchangeCard } from './ExchangeCard';
import { FilesInput } from './FilesInput';
import { readChosen, type ChosenFile } from './files';
import { SubmissionReport } from './SubmissionReport';

export function ImportSubmissionsCard() {
  const { t } = useTranslation();
  const importFiles = useApiMutation('exchange.importSubmissions');
  const batches = useApiQuery('exchange.batches', {});
  const undo = useApiMutation('exchange.undoSubmissions');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [report, setReport] = useState<SubmissionImportReport | null>(null);
  const [confirmBatch, setConfirmBatch] = useState<{ id: number; reviewed: number } | null>(null);

  const choose = async (list: FileList | null, folder = false) => {
    // From a folder only the exchange's own files are read (an LMS download also holds other files).
    const wanted = [...(list ?? [])].filter((f) => !folder || /\.(ccsubmission|zip)$/i.test(f.name));
    const chosen = await readChosen(wanted);
    setFiles(chosen);
    setReport(chosen.length ? await importFiles.mutateAsync({ files: chosen, dryRun: true }) : null);
  };
  const undoBatch = async (id: number, confirm: boolean) => {
    const result = await undo.mutateAsync({ batchId: id, confirm });
    setConfirmBatch(result.needsConfirmation ? { id, reviewed: result.reviewed } : null);
  };

  return (
    <ExchangeCard title={t('exchange:submissions.title')} intro={t('exchange:submissions.intro')}>
      <FilesInput
        label={t('exchange:submissions.choose')}
        multiple
        accept=".ccsubmission,.zip"
        onFiles={(list) => void choose(list).catch(() => undefined)}
        testId="submission-files"
      />
      <FilesInput
        label={t('openedExchange:folder')}
        folder
        onFiles={(list) => void choose(list, true).catch(() => undefined)}
        testId="submission-folder"
      />
      {importFiles.error !== null && <ErrorText error={importFiles.error} />}
      {report && (
        <div data-testid="submission-preview">
          <SubmissionReport report={report} />
          {report.dryRun && (
            <button
              type="button"
              disabled={report.totals.new + report.totals.newer === 0 || importFiles.isPending}
              data-testid="submission-import"
              onClick={() => void importFiles.mutateAsync({ files, dryRun: false }).then(setReport, () => undefined)}
            >
              {t('exchange:submissions.import')}
            </button>
          )}
        </div>
      )}
      <h3>{t('exchange:submissions.history')}</h3>
      {(batches.data ?? []).length === 0 && <p className="muted">{t('exchange:submissions.noHistory')}</p>}
      <ul>
        {(batches.data ?? []).map((b) => (
          <li key={b.id}>
            {t('exchange:submissions.batch', { id: b.id, files: b.files, attempts: b.attempts })}{' '}
            {b.undoneAt ? (
              <span className="muted">{t('exchange:submissions.undone')}</span>
            ) : (
              <button type="button" onClick={() => void undoBatch(b.id, false).catch(() => undefined)}>
                {t('exchange:submissions.undo')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {confirmBatch && (
        <div role="alertdialog" aria-labelledby="undo-confirm" className="card">
          <p id="undo-confirm">{t('exchange:submissions.confirmUndo', { n: confirmBatch.reviewed })}</p>
          <button type="button" onClick={() => void undoBatch(confirmBatch.id, true).catch(() => undefined)}>
            {t('exchange:submissions.confirm')}
          </button>
          <button type="button" onClick={() => setConfirmBatch(null)}>
            {t('exchange:submissions.keep')}
          </button>
        </div>
      )}
      {undo.error !== null && <ErrorText error={undo.error} />}
    </ExchangeCard>
  );
}
