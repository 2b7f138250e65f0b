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
import { DataTable } from '../../../components/DataTable/DataTable';

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
      ) : backups.length === 0 ? (
        <p className="muted">{t('backups:none')}</p>
      ) : (
        <DataTable
          wrap="table-scroll"
          className="table"
          columns={[
            t('backups:column.date'),
            t('backups:column.kind'),
            t('backups:column.size'),
            t('backups:column.check'),
            <span className="visually-hidden">{t('backups:column.actions')}</span>,
          ]}
        >
          {backups.map((backup) => (
            <tr key={backup.fileName} data-testid={`backup-${backup.fileName}`}>
              <td>
                <span title={backup.fileName}>{date(backup.createdAt)}</span>
              </td>
              <td>{kindLabel[backup.kind]}</td>
              <td>{formatBytes(backup.sizeBytes, i18n.language)}</td>
              <td>
                {backup.verified ? (
                  <span className="badge verified">{t('backups:verified')}</span>
                ) : (
                  <span className="badge unverified">{t('backups:unverified')}</span>
                )}
              </td>
              <td>
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
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {chosen && <RestoreDialog backup={chosen} when={date(chosen.createdAt)} onClose={() => setChosen(null)} />}
    </div>
  );
}
