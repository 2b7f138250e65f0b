// The backups in the data folder for instructors: when, what kind, size, schema, whether verified,
// and a way to restore one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInfo, BackupKind } from '../../../../shared/domain/backups';
import { ErrorText } from '../../../components/ErrorText';
import { useDateFormat } from '../../library/useDateFormat';
import { formatBytes } from '../models/format';
import { RestoreDialog } from './RestoreDialog';
import { useBackups } from './useBackups';
import { RowTable } from '../../../components/DataTable/RowTable';

export function BackupList({ reloadKey }: { reloadKey: unknown }) {
  const { t, i18n } = useTranslation();
  const date = useDateFormat();
  const { backups, error } = useBackups(reloadKey);
  const [chosen, setChosen] = useState<BackupInfo | null>(null);
  const kindLabel: Record<BackupKind, string> = {
    manual: t('backups:kind.manual'),
    automatic: t('backups:kind.automatic'),
    before_restore: t('backups:kind.beforeRestore'),
  };

  return (
    <div className="backup-list" data-testid="backup-list">
      <h3>{t('backups:title')}</h3>
      <p className="muted">{t('backups:help')}</p>
      <ErrorText error={error} />
      {backups === null ? (
        !error && <p className="muted">…</p>
      ) : (
        <RowTable
          wrap="table-scroll"
          className="table"
          rows={backups}
          empty={t('backups:none')}
          rowKey={(backup) => backup.fileName}
          rowAttributes={(backup) => ({ 'data-testid': `backup-${backup.fileName}` })}
          columns={[
            {
              head: t('backups:column.date'),
              cell: (backup) => <span title={backup.fileName}>{date(backup.createdAt)}</span>,
            },
            { head: t('backups:column.kind'), cell: (backup) => kindLabel[backup.kind] },
            { head: t('backups:column.size'), cell: (backup) => formatBytes(backup.sizeBytes, i18n.language) },
            {
              head: t('backups:column.check'),
              cell: (backup) =>
                backup.verified ? (
                  <span className="badge verified">{t('backups:verified')}</span>
                ) : (
                  <span className="badge unverified">{t('backups:unverified')}</span>
                ),
            },
            {
              head: t('backups:column.actions'),
              hiddenHead: true,
              cell: (backup) => (
                <div className="row-actions">
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() => setChosen(backup)}
                    aria-label={t('backups:restoreFrom', { when: date(backup.createdAt) })}
                  >
                    {t('backups:restoreButton')}
                  </button>
                </div>
              ),
            },
          ]}
        />
      )}
      {chosen && <RestoreDialog backup={chosen} when={date(chosen.createdAt)} onClose={() => setChosen(null)} />}
    </div>
  );
}
