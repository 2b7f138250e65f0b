// "Create file": runs exports.create as a task with progress and cancel, then hands the file to the
// browser's download and says what was saved.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFile } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import type { ExportRequest } from './exportRequest';
import { saveExport } from './saveExport';

type Props = { request: ExportRequest | null; onRunning: (running: boolean) => void };

export function CreateExport({ request, onRunning }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [saved, setSaved] = useState<ExportFile | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  const create = async () => {
    if (!request) return;
    setError(null);
    setSaved(null);
    setProgress({ done: 0, total: 0 });
    onRunning(true);
    abort.current = new AbortController();
    try {
      const file = await api.task('exports.create', request, {
        signal: abort.current.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      saveExport(file);
      setSaved(file);
    } catch (e) {
      setError(e);
    } finally {
      setProgress(null);
      onRunning(false);
      abort.current = null;
    }
  };

  return (
    <div className="exp-create">
      <div className="exp-create-row">
        {progress ? (
          <>
            <progress
              max={progress.total || undefined}
              value={progress.total ? progress.done : undefined}
              aria-label={t('exports:create.running')}
              data-testid="exports-progress"
            />
            <span className="muted" role="status">
              {progress.total
                ? t('exports:create.progress', { done: progress.done, total: progress.total })
                : t('exports:create.running')}
            </span>
            <button
              type="button"
              className="button secondary"
              onClick={() => abort.current?.abort()}
              data-testid="exports-cancel"
            >
              {t('common:cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button primary"
            disabled={!request}
            onClick={() => void create()}
            data-testid="exports-create"
          >
            {t('exports:create.button')}
          </button>
        )}
      </div>
      {saved && (
        <p className="success-text" role="status" data-testid="exports-saved">
          {t('exports:create.saved', { fileName: saved.fileName })}
        </p>
      )}
      <ErrorText error={error} />
    </div>
  );
}
