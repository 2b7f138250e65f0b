// The backups in the data folder (instructors), reloaded after a new backup is written.
import { useCallback, useEffect, useState } from 'react';
import type { BackupInfo } from '../../../../shared/domain/backups';
import { api } from '../../../api/client';

export function useBackups(reloadKey: unknown): { backups: BackupInfo[] | null; error: unknown; reload: () => void } {
  const [backups, setBackups] = useState<BackupInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(() => {
    api.call('data.backups', {}).then(
      (list) => {
        setBackups(list);
        setError(null);
      },
      (e: unknown) => setError(e),
    );
  }, []);
  useEffect(() => reload(), [reload, reloadKey]);
  return { backups, error, reload };
}
