// Confirms restoring one backup: what happens to the data as it is now, and to everyone using the app.
import { useTranslation } from 'react-i18next';
import type { BackupInfo } from '../../../../shared/domain/backups';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

type Props = { backup: BackupInfo; when: string; onClose: () => void };

export function RestoreDialog({ backup, when, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('backups:restore.title')}
      onClose={onClose}
      // The services restart on the backup and every window (this one too) reloads when told.
      action={() => api.call('data.restore', { fileName: backup.fileName }).then(() => undefined)}
      confirmLabel={t('backups:restore.confirm')}
      confirmTestId="restore-confirm"
      lockWhileBusy
      busyNote={t('backups:restore.working')}
    >
      <p>{t('backups:restore.body', { when })}</p>
      <ul className="plain-list">
        <li>{t('backups:restore.keptAside')}</li>
        <li>{t('backups:restore.everyone')}</li>
        {!backup.verified && <li>{t('backups:restore.unverified')}</li>}
      </ul>
      <p>
        <code dir="ltr">{backup.fileName}</code>
      </p>
    </ConfirmDialog>
  );
}
