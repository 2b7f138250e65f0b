// "Undo this import" under an import's result: removes what it added and restores what it replaced.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';

export function UndoImport({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ removed: number; restored: number } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone(await api.call('import.undo', { batchId }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p className="success-text lib-undone" role="status" data-testid="import-undone">
        {t('library:undo.done', { removed: done.removed, restored: done.restored })}
      </p>
    );
  }
  return (
    <div className="spread-row lib-undo">
      <p className="muted">{t('library:undo.help')}</p>
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={() => void undo()}
        data-testid="import-undo"
      >
        {t('library:undo.button')}
      </button>
      <ErrorText error={error} />
    </div>
  );
}
