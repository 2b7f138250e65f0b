// Confirms deleting a downloaded (or partly downloaded) model's files from the data folder.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/models/status';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';
import { isolate } from '../../../i18n/isolate';
import { clearDownload } from './downloads';
import { formatBytes } from './format';

type Props = { model: ModelStatus; onClose: () => void; onDeleted: () => Promise<void> };

export function DeleteModelDialog({ model, onClose, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call('models.delete', { id: model.id });
      clearDownload(model.id);
      await onDeleted();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  const name = isolate(model.name);
  return (
    <Modal title={model.state === 'partial' ? t('models:delete.titlePartial') : t('models:delete.title')} onClose={onClose}>
      <p>
        {model.state === 'partial'
          ? t('models:delete.bodyPartial', { name, size: formatBytes(model.downloadedBytes, i18n.language) })
          : t('models:delete.body', { name, size: formatBytes(model.downloadedBytes, i18n.language) })}
      </p>
      <p>
        <code dir="ltr" className="model-path">
          {model.location}
        </code>
      </p>
      <p className="muted">{t('models:delete.again')}</p>
      <ErrorText error={error} />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>
          {t('common:cancel')}
        </button>
        <button type="button" className="button danger" disabled={busy} onClick={() => void remove()} data-testid="model-delete-confirm">
          {t('models:delete.confirm')}
        </button>
      </div>
    </Modal>
  );
}
