// Instructor dialog: every import (file, kind, date, scenarios, whether undone), each with an Undo button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportBatch } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useDateFormat } from './useDateFormat';
import { RowTable } from '../../components/DataTable/RowTable';

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

  /** The status cell: when the import was undone, or the Undo button (with its confirmation). */
  const status = (b: ImportBatch) =>
    b.undoneAt ? (
      <span className="lib-undone-label">{t('library:history.undoneOn', { date: formatDate(b.undoneAt) })}</span>
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
    );

  return (
    <Modal title={t('library:history.title')} onClose={onClose}>
      <div className="lib-dialog stack" data-testid="import-history-dialog">
        <p className="muted">{t('library:history.intro')}</p>
        {batches === null && !history.error && (
          <p className="muted" role="status">
            {t('common:loading')}
          </p>
        )}
        {batches && (
          <RowTable
            wrap="lib-scroll lib-history"
            className="table lib-report-table"
            rows={batches}
            empty={t('library:history.empty')}
            emptyClassName="lib-empty-line"
            rowKey={(b) => b.id}
            rowAttributes={(b) => ({
              'data-testid': `import-batch-${b.id}`,
              className: b.undoneAt ? 'is-undone' : undefined,
            })}
            columns={[
              { head: t('library:report.file'), cell: (b) => b.fileName, dir: 'auto', className: 'lib-cell-file' },
              { head: t('library:history.kind'), cell: (b) => kindLabel(b.kind) },
              { head: t('library:history.date'), cell: (b) => formatDate(b.createdAt) },
              { head: t('library:history.scenarios'), cell: (b) => b.scenarios, className: 'lib-cell-number' },
              { head: t('library:history.status'), cell: status },
            ]}
          />
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
