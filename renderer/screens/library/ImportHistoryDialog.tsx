// Instructor dialog: every import (file, kind, date, scenarios, whether undone), each with an Undo button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportBatch } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useDateFormat } from './useDateFormat';
import { DataTable } from '../../components/DataTable/DataTable';

export function ImportHistoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  // An undo refreshes this list and the library behind the dialog through the query cache.
  const history = useApiQuery('import.list', {});
  const batches = history.data ?? null;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const undo = async (batch: ImportBatch) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const done = await api.call('import.undo', { batchId: batch.id });
      setMessage(t('library:undo.done', { removed: done.removed, restored: done.restored }));
      setConfirming(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const kindLabel = (kind: ImportBatch['kind']) =>
    kind === 'culturecare' ? t('library:history.kindCulturecare') : t('library:history.kindPack');

  return (
    <Modal title={t('library:history.title')} onClose={onClose}>
      <div className="lib-dialog stack" data-testid="import-history-dialog">
        <p className="muted">{t('library:history.intro')}</p>
        {batches === null && !history.error && (
          <p className="muted" role="status">
            {t('common:loading')}
          </p>
        )}
        {batches?.length === 0 && <p className="lib-empty-line">{t('library:history.empty')}</p>}
        {batches && batches.length > 0 && (
          <DataTable
            wrap="lib-scroll lib-history"
            className="table lib-report-table"
            columns={[
              t('library:report.file'),
              t('library:history.kind'),
              t('library:history.date'),
              t('library:history.scenarios'),
              t('library:history.status'),
            ]}
          >
            {batches.map((b) => (
              <tr key={b.id} data-testid={`import-batch-${b.id}`} className={b.undoneAt ? 'is-undone' : undefined}>
                <td dir="auto" className="lib-cell-file">
                  {b.fileName}
                </td>
                <td>{kindLabel(b.kind)}</td>
                <td>{formatDate(b.createdAt)}</td>
                <td className="lib-cell-number">{b.scenarios}</td>
                <td>
                  {b.undoneAt ? (
                    <span className="lib-undone-label">
                      {t('library:history.undoneOn', { date: formatDate(b.undoneAt) })}
                    </span>
                  ) : confirming === b.id ? (
                    <span className="lib-confirm-undo">
                      <button
                        type="button"
                        className="button danger small"
                        disabled={busy}
                        onClick={() => void undo(b)}
                        data-testid={`undo-confirm-${b.id}`}
                      >
                        {t('library:history.undoConfirm')}
                      </button>
                      <button type="button" className="button secondary small" onClick={() => setConfirming(null)}>
                        {t('library:history.keep')}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => setConfirming(b.id)}
                      data-testid={`undo-batch-${b.id}`}
                    >
                      {t('library:history.undo')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {message && (
          <p className="success-text" role="status">
            {message}
          </p>
        )}
        <ErrorText error={error ?? history.error} />
        <div className="button-row lib-dialog-actions">
          <button type="button" className="button primary" onClick={onClose}>
            {t('library:dialog.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
