// Confirms restoring one backup: what happens to the data as it is now, and to everyone using the app.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInfo } from '../../../../shared/domain/backups';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Modal } from '../../../components/Modal';

type Props = { backup: BackupInfo; when: string; onClose: () => void };

export function RestoreDialog({ backup, when, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const restore = async () => {
    setBusy(true);
    setError(null);
    try {
      // The services restart on the backup and every window (this one too) reloads when told.
      await api.call('data.restore', { fileName: backup.fileName });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <Modal title={t('backups:restore.title')} onClose={busy ? () => undefined : onClose}>
      <p>{t('backups:restore.body', { when })}</p>
      <ul className="plain-list">
        <li>{t('backups:restore.keptAside')}</li>
        <li>{t('backups:restore.everyone')}</li>
        {!backup.verified && <li>{t('backups:restore.unverified')}</li>}
      </ul>
      <p>
        <code dir="ltr">{backup.fileName}</code>
      </p>
      {busy && (
        <p role="status" className="muted">
          {t('backups:restore.working')}
        </p>
      )}
      <ErrorText error={error} />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose} disabled={busy}>
          {t('common:cancel')}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => void restore()}
          data-testid="restore-confirm"
        >
          {t('backups:restore.confirm')}
        </button>
      </div>
    </Modal>
  );
}
