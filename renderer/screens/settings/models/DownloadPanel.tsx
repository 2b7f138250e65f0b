// For instructors: where a model downloads from and how big it is, the Download button, then progress with Cancel, and the outcome.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/models/status';
import { ErrorText } from '../../../components/ErrorText';
import { isolate } from '../../../i18n/isolate';
import { cancelDownload, clearDownload, startDownload, useDownload } from './downloads';
import { downloadProblemText } from './downloadProblem';
import { formatBytes, formatPercent } from './format';

/** `extra`: more buttons for the same row (Discard for a partial download). */
export function DownloadPanel({ model, extra }: { model: ModelStatus; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const view = useDownload(model.id);
  const bytes = (n: number) => formatBytes(n, i18n.language);
  const hosts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(model.downloadHosts.map(isolate));
  const start = () => {
    clearDownload(model.id);
    startDownload(model.id);
  };

  if (view?.status === 'running') {
    const known = view.total > 0;
    return (
      <div className="model-download running" data-testid={`model-progress-${model.id}`}>
        <p className="model-download-line" role="status">
          {known
            ? t('models:download.progress', { done: bytes(view.done), total: bytes(view.total), percent: formatPercent(view.done, view.total, i18n.language) })
            : t('models:download.starting')}
        </p>
        <div className="progress-row">
          <progress
            max={known ? view.total : undefined}
            value={known ? view.done : undefined}
            aria-label={t('models:download.progressLabel', { name: isolate(model.name) })}
          />
          <button type="button" className="button secondary small" onClick={() => cancelDownload(model.id)} data-testid={`model-cancel-${model.id}`}>
            {t('models:download.cancel')}
          </button>
        </div>
      </div>
    );
  }

  if (model.downloading) {
    return <p className="model-download-line muted">{t('models:download.elsewhere')}</p>;
  }

  const problem = view?.status === 'failed' ? downloadProblemText(t, view.error) : null;
  const size =
    model.sizeBytes !== null
      ? bytes(model.sizeBytes)
      : model.approximateSizeBytes !== null
        ? t('models:download.sizeApprox', { size: bytes(model.approximateSizeBytes) })
        : t('models:download.sizeUnknown');

  return (
    <div className="model-download">
      {view?.status === 'cancelled' && <p className="model-note">{t('models:download.cancelled')}</p>}
      {view?.status === 'failed' &&
        (problem ? (
          <p className="error-text" role="alert">
            {problem}
          </p>
        ) : (
          <ErrorText error={view.error} />
        ))}
      {model.state === 'partial' && (
        <p className="model-download-line">
          {model.sizeBytes !== null
            ? t('models:download.partial', { done: bytes(model.downloadedBytes), total: bytes(model.sizeBytes) })
            : t('models:download.partialUnknown', { done: bytes(model.downloadedBytes) })}
        </p>
      )}
      <p className="model-download-line">
        {t('models:download.from', { hosts })} · {t('models:download.files', { count: model.files })} · {size}
      </p>
      <p className="muted model-download-privacy">{t('models:download.privacy')}</p>
      <div className="model-buttons">
        <button type="button" className="button primary" onClick={start} data-testid={`model-download-${model.id}`}>
          {model.state === 'partial' ? t('models:download.resume') : t('models:download.button')}
        </button>
        {extra}
      </div>
    </div>
  );
}
